import { createHash, timingSafeEqual } from "node:crypto";

export const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface OriginHeaders {
  origin?: string;
  secFetchSite?: string;
  /** The host the browser asked for (Host, or our own proxy's X-Forwarded-Host). */
  host?: string;
}

/**
 * Whether a state-changing request comes from a page of this very origin. Unlike the public feedback
 * form (decision 085), a request with neither header is refused: every browser the console supports
 * sends `Origin` on a POST, and scripts use the CLI instead.
 */
export function isSameOrigin({ origin, secFetchSite, host }: OriginHeaders): boolean {
  const site = secFetchSite?.trim().toLowerCase();
  if (site !== undefined && site !== "same-origin") return false;
  if (origin === undefined) return site === "same-origin";
  if (!host) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false;
  try {
    return new URL(`${url.protocol}//${host.trim()}`).host === url.host;
  } catch {
    return false;
  }
}

const digest = (value: string) => createHash("sha256").update(value, "utf8").digest();

/** Constant-time comparison of a sent token with the session's (digests: equal lengths whatever is sent). */
export function tokensMatch(sent: string | undefined, expected: string): boolean {
  if (!sent) return false;
  return timingSafeEqual(digest(sent), digest(expected));
}
