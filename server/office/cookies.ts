import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { isHttps } from "../security-headers";
import { SESSION_ABSOLUTE_MS } from "./rules";

/** The session cookie's name: over HTTPS with the `__Host-` prefix (Secure, Path=/, no Domain, by rule). */
export const SESSION_COOKIE = "kantor_sesi";

/**
 * Whether the browser reached us over HTTPS. `X-Forwarded-Proto` is honoured only behind our own proxy
 * (`trustProxy`): otherwise a client on plain http could claim https and get a cookie it cannot keep.
 */
export function overHttps(c: Context, trustProxy: boolean): boolean {
  return isHttps(c.req.url, trustProxy ? c.req.header("X-Forwarded-Proto") : undefined);
}

export function readSessionCookie(c: Context, trustProxy: boolean): string | undefined {
  return overHttps(c, trustProxy) ? getCookie(c, SESSION_COOKIE, "host") : getCookie(c, SESSION_COOKIE);
}

/** HttpOnly, SameSite=Strict, Path=/; Secure and `__Host-` over HTTPS. Lives at most the absolute limit. */
export function writeSessionCookie(c: Context, id: string, trustProxy: boolean): void {
  const maxAge = SESSION_ABSOLUTE_MS / 1000;
  if (overHttps(c, trustProxy)) {
    setCookie(c, SESSION_COOKIE, id, { prefix: "host", httpOnly: true, sameSite: "Strict", path: "/", secure: true, maxAge });
  } else {
    setCookie(c, SESSION_COOKIE, id, { httpOnly: true, sameSite: "Strict", path: "/", maxAge });
  }
}

export function clearSessionCookie(c: Context, trustProxy: boolean): void {
  if (overHttps(c, trustProxy)) {
    deleteCookie(c, SESSION_COOKIE, { prefix: "host", httpOnly: true, sameSite: "Strict", path: "/", secure: true });
  } else {
    deleteCookie(c, SESSION_COOKIE, { httpOnly: true, sameSite: "Strict", path: "/" });
  }
}
