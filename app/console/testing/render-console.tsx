import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { createApiClient } from "../api";
import { consoleRoutes } from "../router";
import { SessionProvider } from "../session";
import type { Account, Role } from "../types";
import { fakeServer, type FakeRoute } from "./fake-server";

export function account(role: Role, username = role === "admin" ? "admin.kua" : "petugas"): Account {
  return {
    username,
    displayName: role === "admin" ? "Ibu Admin" : "Pak Petugas",
    role,
    officeId: "kua-coblong",
    disabled: false,
    createdAt: "2025-01-02T03:04:05.000Z",
    updatedAt: "2025-01-02T03:04:05.000Z",
  };
}

export const CSRF = "token-csrf-uji";

/** GET /sesi of a signed-in account. */
export function signedIn(who: Account): Record<string, FakeRoute> {
  return { "GET /sesi": { body: { account: who, csrfToken: CSRF, idleExpiresAt: "2025-01-02T04:00:00.000Z", expiresAt: "2025-01-02T15:00:00.000Z" } } };
}

export const SIGNED_OUT: Record<string, FakeRoute> = {
  "GET /sesi": { status: 401, body: { error: { code: "not_signed_in", message: "Anda belum masuk atau sesi Anda sudah berakhir. Silakan masuk lagi." } } },
};

/** The whole console (its real routes) in a memory router at `path`, against a fake API. */
export function renderConsole(path: string, routes: Record<string, FakeRoute>) {
  const server = fakeServer(routes);
  const api = createApiClient({ fetch: server.fetch });
  const router = createMemoryRouter(consoleRoutes, { initialEntries: [path] });
  const view = render(
    <SessionProvider api={api}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return { ...view, server, router, api };
}
