// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { apiError, type FakeRequest } from "../testing/fake-server";
import { account, CSRF, renderConsole, SIGNED_OUT } from "../testing/render-console";

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

describe("SetupPage", () => {
  it("takes the token from the address, removes it from the address bar, and creates the first admin", async () => {
    const token = "tOkEn-satu-kali_123";
    window.history.replaceState(null, "", `/kantor/penyiapan#${token}`);
    const { server } = renderConsole("/penyiapan", {
      ...SIGNED_OUT,
      "POST /penyiapan": (request: FakeRequest) => {
        const body = request.body as { username: string; displayName: string };
        return { body: { account: { ...account("admin"), username: body.username, displayName: body.displayName }, csrfToken: CSRF } };
      },
      "GET /masukan/ringkasan": { body: { counts: { baru: 0, dibaca: 0, ditindaklanjuti: 0, selesai: 0, total: 0 } } },
      "GET /terbitan": { body: { live: null, releases: [], pending: [], job: null } },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Nama pengguna"), "kepala.kua");
    expect(window.location.hash).toBe("");
    expect(window.location.pathname).toBe("/kantor/penyiapan");

    await user.type(screen.getByLabelText("Nama tampilan"), "Kepala KUA");
    await user.type(screen.getByLabelText("Kata sandi"), "sandi yang panjang");
    await user.type(screen.getByLabelText("Ulangi kata sandi"), "sandi yang panjang");
    await user.click(screen.getByRole("button", { name: "Buat akun admin" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Selamat datang, Kepala KUA" })).toBeInTheDocument();
    expect(server.calls("POST", "/penyiapan")[0]?.body).toEqual({ token, username: "kepala.kua", displayName: "Kepala KUA", password: "sandi yang panjang" });
  });

  it("shows a field's refusal next to that field, and a mismatch of the two passwords before sending", async () => {
    window.history.replaceState(null, "", "/kantor/penyiapan#abc");
    const message = "Nama pengguna harus 3–40 karakter: huruf kecil a–z, angka, titik, garis bawah, atau tanda hubung.";
    const { server } = renderConsole("/penyiapan", { ...SIGNED_OUT, "POST /penyiapan": apiError(400, "invalid_field", message, { field: "username" }) });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText("Nama pengguna"), "A B");
    await user.type(screen.getByLabelText("Nama tampilan"), "Admin");
    await user.type(screen.getByLabelText("Kata sandi"), "sandi yang panjang");
    await user.type(screen.getByLabelText("Ulangi kata sandi"), "sandi yang lain");
    await user.click(screen.getByRole("button", { name: "Buat akun admin" }));
    expect(screen.getByLabelText("Ulangi kata sandi")).toHaveFocus();
    expect(screen.getByLabelText("Ulangi kata sandi")).toHaveAccessibleDescription(/tidak sama/);
    expect(server.calls("POST", "/penyiapan")).toHaveLength(0);

    await user.clear(screen.getByLabelText("Ulangi kata sandi"));
    await user.type(screen.getByLabelText("Ulangi kata sandi"), "sandi yang panjang");
    await user.click(screen.getByRole("button", { name: "Buat akun admin" }));
    await waitFor(() => expect(screen.getByLabelText("Nama pengguna")).toHaveFocus());
    expect(screen.getByLabelText("Nama pengguna")).toHaveAccessibleDescription(new RegExp(message.slice(0, 20)));
  });
});
