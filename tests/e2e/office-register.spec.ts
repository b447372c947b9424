// The register kept in the console (issue 34, first slice), walked as a new office walks it: its own
// workbook (shaped like the ones offices keep, with mistakes) is checked and refused with the rows to
// fix; the fixed file is kept as the draft register, published, and the public map shows it. A server
// of its own (portal-server.ts): the publication replaces that server's register only.
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";
import { startPortalServer, type PortalServer } from "./portal-server";
import { officeWorkbook } from "../../scripts/sites/fixtures/office-workbook";

const ADMIN = { username: "operator.siwak", password: "register-kua-2026" };
const PUBLISH_TIMEOUT = 180_000;
// The office's fixed file, as Indonesian Excel saves a CSV (semicolons); invented names and points.
const FIXED_CSV = [
  "Nama Objek;Kelurahan;Nama Nadzir;No AIW;Luas (m2);Status Sertifikat;Koordinat",
  "Masjid Al-Furqon Contoh;Dago;DKM Al-Furqon;W.2/101/2024;380;Sudah;-6.8861, 107.6140",
  "Mushola Raudhatul Jannah Contoh;Sekeloa;Bapak Contoh Empat;W.2/102/2024;95;Proses BPN;-6.8842, 107.6201",
  "Makam Wakaf Cibeunying Contoh;Lebakgede;Nazhir Makam;W.2/103/2023;1.100;Belum;",
].join("\r\n");

test.describe.configure({ mode: "serial" });

let server: PortalServer;
let scratch: string;
test.beforeAll(async ({ request }) => {
  scratch = mkdtempSync(path.join(tmpdir(), "simpati-register-e2e-"));
  writeFileSync(path.join(scratch, "register-kua.xlsx"), await officeWorkbook());
  writeFileSync(path.join(scratch, "register-kua-diperbaiki.csv"), FIXED_CSV);
  server = await startPortalServer();
  const created = await request.post(`${server.baseURL}/api/kantor/penyiapan`, {
    headers: { Origin: server.baseURL },
    data: { token: server.setupLink!.split("#")[1], username: ADMIN.username, displayName: "Operator SIWAK", password: ADMIN.password },
  });
  expect(created.status()).toBe(200);
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

test("a workbook with mistakes is refused with the rows to fix; the fixed file is kept, published and on the public map", async ({ page }) => {
  test.setTimeout(PUBLISH_TIMEOUT + 90_000);
  // Signed in on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${server.baseURL}/kantor`);
  await page.getByLabel("Nama pengguna").fill(ADMIN.username);
  await page.getByLabel("Kata sandi", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Selamat datang");
  await page.goto(`${server.baseURL}/kantor/register`);
  await expect(page.getByRole("heading", { level: 1, name: "Register tanah wakaf" })).toBeVisible();

  // 1. The office's own workbook: several sheets, a summary sheet, its own column names, and mistakes.
  const fileInput = page.getByLabel("Berkas register (.xlsx atau .csv)");
  await fileInput.setInputFiles(path.join(scratch, "register-kua.xlsx"));
  await page.getByRole("button", { name: "Unggah dan periksa" }).click();
  await expect(page.getByText(/baris dibaca: [1-9]\d* kesalahan/)).toBeVisible();
  await expect(page.getByText("Kesalahan").first()).toBeVisible();
  await expect(page.getByText("REKAP").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Simpan sebagai draf register" })).toHaveCount(0);
  // Nothing of a refused upload was kept.
  const summary = (await (await page.request.get(`${server.baseURL}/api/kantor/register`)).json()) as { draft: unknown };
  expect(summary.draft).toBeNull();

  // 2. The fixed file: accepted, compared with the register, kept as the draft.
  await fileInput.setInputFiles(path.join(scratch, "register-kua-diperbaiki.csv"));
  await page.getByRole("button", { name: "Unggah dan periksa" }).click();
  await expect(page.getByText(/^3 lokasi baru, 0 berubah, 0 tetap, \d+ hilang dari register\.$/)).toBeVisible();
  await expect(page.getByText("Masjid Al-Furqon Contoh").first()).toBeVisible();
  await page.getByRole("button", { name: "Simpan sebagai draf register" }).click();
  await expect(page.getByText("Draf register tersimpan. Terbitkan di halaman Terbitkan agar tampil di situs.")).toBeVisible();
  // A draft is not live.
  expect(await (await page.request.get(`${server.baseURL}/pemetaan-wakaf`)).text()).not.toContain("Masjid Al-Furqon Contoh");

  // 3. Published: the public map page, the site's own page and the open data follow.
  await page.goto(`${server.baseURL}/kantor/terbitkan`);
  await expect(page.getByText("Data tanah wakaf").first()).toBeVisible();
  await page.getByRole("button", { name: "Terbitkan", exact: true }).click();
  await expect(page.getByText("Penerbitan selesai. Situs publik sudah menampilkan versi baru.")).toBeVisible({ timeout: PUBLISH_TIMEOUT });
  const mapPage = await (await page.request.get(`${server.baseURL}/pemetaan-wakaf`)).text();
  expect(mapPage).toContain("Masjid Al-Furqon Contoh");
  expect(mapPage).toContain("Makam Wakaf Cibeunying Contoh");
  const openData = (await (await page.request.get(`${server.baseURL}/data/tanah-wakaf.geojson`)).json()) as { features: { properties: { name: string } }[] };
  expect(openData.features.map((feature) => feature.properties.name).sort()).toEqual(
    ["Makam Wakaf Cibeunying Contoh", "Masjid Al-Furqon Contoh", "Mushola Raudhatul Jannah Contoh"],
  );

  // 4. The register downloads as the office's workbook again.
  await page.goto(`${server.baseURL}/kantor/register`);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Unduh register (.xlsx)" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^register-tanah-wakaf-\d{4}-\d{2}-\d{2}\.xlsx$/);
});

test("a file that is not a workbook is refused with a clear message and nothing is stored", async ({ page }) => {
  await page.goto(`${server.baseURL}/kantor`);
  await page.getByLabel("Nama pengguna").fill(ADMIN.username);
  await page.getByLabel("Kata sandi", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Selamat datang");
  const before = (await (await page.request.get(`${server.baseURL}/api/kantor/register`)).json()) as { version: number };
  await page.goto(`${server.baseURL}/kantor/register`);
  // A photo renamed to .xlsx (the way a hostile or mistaken upload arrives).
  const fake = path.join(scratch, "foto.xlsx");
  copyFileSync(path.resolve(import.meta.dirname, "../../public/apple-touch-icon.png"), fake);
  await page.getByLabel("Berkas register (.xlsx atau .csv)").setInputFiles(fake);
  await page.getByRole("button", { name: "Unggah dan periksa" }).click();
  await expect(page.getByText(/bukan|tidak dapat dibaca/i).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Simpan sebagai draf register" })).toHaveCount(0);
  const after = (await (await page.request.get(`${server.baseURL}/api/kantor/register`)).json()) as { version: number };
  expect(after.version).toBe(before.version);
});
