// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { SESSION_ENDED_MESSAGE } from "./api";
import { apiError } from "./testing/fake-server";
import { account, CSRF, renderConsole, signedIn } from "./testing/render-console";

afterEach(cleanup);

describe("the session", () => {
  it("sends a signed-out visitor of an inner page to sign in, and back to that page afterwards", async () => {
    let live = false;
    const who = account("admin");
    const { router } = renderConsole("/audit?halaman=2", {
      "GET /sesi": () => (live ? signedIn(who)["GET /sesi"] as { body: unknown } : apiError(401, "not_signed_in", "x")),
      "POST /masuk": () => {
        live = true;
        return { body: { account: who, csrfToken: CSRF } };
      },
      "GET /audit": (request) => ({ body: { entries: [], page: Number(request.query.get("halaman")), perPage: 50, total: 0 } }),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Masuk ke Konsol Kantor" })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?lanjut=${encodeURIComponent("/audit?halaman=2")}`);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Nama pengguna"), "admin.kua");
    await user.type(screen.getByLabelText("Kata sandi"), "kata sandi admin");
    await user.click(screen.getByRole("button", { name: "Masuk" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Catatan audit" })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/audit");
    expect(router.state.location.search).toBe("?halaman=2");
  });

  it("returns to sign-in with a notice when a request finds the session ended", async () => {
    renderConsole("/masukan", {
      ...signedIn(account("staf")),
      "GET /masukan": apiError(401, "not_signed_in", "Anda belum masuk atau sesi Anda sudah berakhir. Silakan masuk lagi."),
    });
    expect(await screen.findByRole("heading", { level: 1, name: "Masuk ke Konsol Kantor" })).toBeInTheDocument();
    expect(screen.getByText(SESSION_ENDED_MESSAGE)).toBeInTheDocument();
  });

  it("shows the header with the name, the menu without admin pages for staf, and signs out", async () => {
    const { server } = renderConsole("/sandi", { ...signedIn(account("staf")), "POST /keluar": { status: 204 } });
    expect(await screen.findByText("Pak Petugas")).toBeInTheDocument();
    const menu = screen.getByRole("navigation", { name: "Menu konsol" });
    expect(menu).toHaveTextContent("Masukan");
    expect(menu).not.toHaveTextContent("Akun");
    expect(menu).not.toHaveTextContent("Catatan audit");

    await userEvent.setup().click(screen.getByRole("button", { name: "Keluar" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Masuk ke Konsol Kantor" })).toBeInTheDocument();
    await waitFor(() => expect(server.calls("POST", "/keluar")).toHaveLength(1));
    expect(server.calls("POST", "/keluar")[0]?.headers.get("x-csrf-token")).toBe(CSRF);
  });

  it("shows staf why an admin page is closed to them", async () => {
    renderConsole("/akun", signedIn(account("staf")));
    expect(await screen.findByRole("heading", { level: 1, name: "Khusus admin" })).toBeInTheDocument();
  });
});
