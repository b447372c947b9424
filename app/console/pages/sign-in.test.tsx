// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { apiError } from "../testing/fake-server";
import { account, CSRF, renderConsole, SIGNED_OUT } from "../testing/render-console";

afterEach(cleanup);

describe("SignInPage", () => {
  it("has labelled fields with the right autocomplete and a Masuk button", async () => {
    renderConsole("/", SIGNED_OUT);
    const name = await screen.findByLabelText("Nama pengguna");
    expect(name).toHaveAttribute("autocomplete", "username");
    expect(screen.getByLabelText("Kata sandi")).toHaveAttribute("autocomplete", "current-password");
    expect(screen.getByLabelText("Kata sandi")).toHaveAttribute("type", "password");
    expect(screen.getByRole("button", { name: "Masuk" })).toBeEnabled();
  });

  it("shows the API's message in an alert when the password is wrong", async () => {
    const message = "Nama pengguna atau kata sandi salah.";
    renderConsole("/", { ...SIGNED_OUT, "POST /masuk": apiError(401, "invalid_credentials", message) });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Nama pengguna"), "petugas");
    await user.type(screen.getByLabelText("Kata sandi"), "salah sekali");
    await user.click(screen.getByRole("button", { name: "Masuk" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    // Still on the sign-in form, ready for another try.
    expect(screen.getByRole("button", { name: "Masuk" })).toBeEnabled();
  });

  it("says how long to wait after too many attempts", async () => {
    renderConsole("/", {
      ...SIGNED_OUT,
      "POST /masuk": { ...apiError(429, "too_many_attempts", "Terlalu banyak percobaan masuk yang gagal."), headers: { "Retry-After": "42" } },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Nama pengguna"), "petugas");
    await user.type(screen.getByLabelText("Kata sandi"), "apa saja");
    await user.click(screen.getByRole("button", { name: "Masuk" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Coba lagi dalam 42 detik.");
  });

  it("signs in, keeps the CSRF token for later requests, and opens the page that was asked for", async () => {
    const who = account("staf");
    const { server } = renderConsole("/?lanjut=%2Fsandi", {
      ...SIGNED_OUT,
      "POST /masuk": (request) => ({ body: { account: { ...who, username: (request.body as { username: string }).username }, csrfToken: CSRF } }),
      "POST /sandi": { status: 204 },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Nama pengguna"), "petugas");
    await user.type(screen.getByLabelText("Kata sandi"), "kata sandi panjang");
    await user.click(screen.getByRole("button", { name: "Masuk" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Ganti kata sandi" })).toBeInTheDocument();
    expect(server.calls("POST", "/masuk")[0]?.body).toEqual({ username: "petugas", password: "kata sandi panjang" });
    await user.type(screen.getByLabelText("Kata sandi saat ini"), "kata sandi panjang");
    await user.type(screen.getByLabelText("Kata sandi baru"), "kata sandi lebih panjang");
    await user.type(screen.getByLabelText("Ulangi kata sandi baru"), "kata sandi lebih panjang");
    await user.click(screen.getByRole("button", { name: "Ganti kata sandi" }));
    await waitFor(() => expect(server.calls("POST", "/sandi")).toHaveLength(1));
    expect(server.calls("POST", "/sandi")[0]?.headers.get("x-csrf-token")).toBe(CSRF);
  });
});
