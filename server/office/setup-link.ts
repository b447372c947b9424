import { SETUP_TOKEN_TTL_MS } from "./rules";

/** The console's first-run page; the token goes after `#`, so it never reaches a server log or a Referer. */
export function setupLink(origin: string, token: string): string {
  return `${origin}/kantor/penyiapan#${token}`;
}

/** What `npm start` prints while the office has no account. */
export function setupMessage(origin: string, token: string): string {
  const minutes = SETUP_TOKEN_TTL_MS / 60_000;
  return [
    "",
    "Belum ada akun kantor. Buka tautan ini (sekali pakai, berlaku " + minutes + " menit) untuk membuat akun admin pertama:",
    `  ${setupLink(origin, token)}`,
    "Atau buat dari baris perintah: npm run office:user -- add NAMA --role admin",
    "",
  ].join("\n");
}
