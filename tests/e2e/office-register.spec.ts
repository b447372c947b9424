// The register kept in the console (issue 34, first slice), walked as a new office walks it: its own
// workbook (shaped like the ones offices keep, with mistakes) is checked and refused with the rows to
// fix; the fixed file is kept as the draft register, published, and the public map shows it. A server
// of its own (portal-server.ts): the publication replaces that server's register only.
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, scrollToMap, test } from "./fixtures";
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

/** Signs in as the office's admin, as staff do, and waits for the console's home page. */
async function signIn(page: Page) {
  await page.goto(`${server.baseURL}/kantor`);
  await page.getByLabel("Nama pengguna").fill(ADMIN.username);
  await page.getByLabel("Kata sandi", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Selamat datang");
}

test("a workbook with mistakes is refused with the rows to fix; the fixed file is kept, published and on the public map", async ({ page }) => {
  test.setTimeout(PUBLISH_TIMEOUT + 90_000);
  // Signed in on a phone.
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page);
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

test("a row fixed on the map and a news story with a phone photo are published together and live", async ({ page }) => {
  test.setTimeout(PUBLISH_TIMEOUT + 120_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page);

  // 1. The register's unfinished row (no point yet) gets its point: a tap on the map.
  await page.goto(`${server.baseURL}/kantor/register`);
  await page.getByRole("link", { name: "Ubah Makam Wakaf Cibeunying Contoh" }).click();
  const picker = page.getByRole("region", { name: "Peta untuk memilih titik lokasi" });
  await expect(picker.locator(".leaflet-container, .leaflet-pane").first()).toBeAttached();
  await picker.scrollIntoViewIfNeeded();
  const box = (await picker.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2 + 20, box.y + box.height / 2 - 10);
  const location = page.getByRole("textbox", { name: "Titik lokasi" });
  await expect(location).toHaveValue(/^-6\.\d+, 107\.\d+$/);
  const point = (await location.inputValue()).split(",").map((part) => Number(part.trim()));
  await page.getByRole("button", { name: "Simpan ke draf" }).click();
  await expect(page.getByText(/tersimpan/i).first()).toBeVisible();

  // 2. A news story with a photo from the phone. First a file that only pretends to be a photo.
  await page.goto(`${server.baseURL}/kantor/berita`);
  await page.getByRole("link", { name: "Tambah berita" }).click();
  const photo = page.getByLabel("Foto", { exact: true });
  const fake = path.join(scratch, "foto-kegiatan.jpg");
  writeFileSync(fake, "Ini bukan foto, hanya teks yang diberi nama .jpg");
  await photo.setInputFiles(fake);
  await expect(page.getByText("Berkas ini bukan foto yang dapat dibaca", { exact: false }).first()).toBeVisible();
  const media = path.join(server.dataDir, "media");
  expect(existsSync(media) ? readdirSync(media) : []).toEqual([]);

  await photo.setInputFiles(path.resolve(import.meta.dirname, "../fixtures/images/phone-photo.jpg"));
  await expect(page.getByText(/^Foto terunggah \(960 × 1280 piksel\)/)).toBeVisible();
  const alt = page.getByLabel("Teks alternatif");
  await alt.fill("Nazhir dan warga meninjau tanah makam wakaf yang baru dipetakan");
  await page.getByLabel("Judul").fill("Titik Makam Wakaf Cibeunying Kini Ada di Peta");
  await page.getByLabel("Kategori").fill("Kegiatan KUA");
  await page.getByLabel("Ringkasan").fill("Petugas KUA memetakan titik lokasi makam wakaf di Lebakgede bersama nazhir.");
  await page.getByLabel("Isi berita").fill(
    "Petugas KUA bersama nazhir memetakan titik lokasi makam wakaf.\n\nLokasinya kini tampil di halaman Pemetaan Wakaf. <script>alert(1)</script>",
  );
  await page.getByRole("button", { name: "Simpan ke draf" }).click();
  await expect(page.getByText('Berita "Titik Makam Wakaf Cibeunying Kini Ada di Peta" ditambahkan.')).toBeVisible();

  // And a gallery photo straight from an iPhone (HEIC, which browsers cannot even show).
  await page.goto(`${server.baseURL}/kantor/galeri`);
  await page.getByRole("link", { name: "Tambah foto" }).click();
  await page.getByLabel("Foto", { exact: true }).setInputFiles(path.resolve(import.meta.dirname, "../fixtures/images/phone-photo.heic"));
  await expect(page.getByText(/^Foto terunggah \(640 × 480 piksel\)/)).toBeVisible();
  await page.getByLabel("Teks alternatif").fill("Papan nama makam wakaf di Kelurahan Lebakgede");
  await page.getByLabel("Judul").fill("Papan Nama Makam Wakaf");
  await page.getByLabel("Tempat").fill("Kelurahan Lebakgede");
  await page.getByLabel("Kategori").selectOption("Aset Wakaf");
  await page.getByRole("button", { name: "Simpan ke draf" }).click();
  await expect(page.getByText('Foto "Papan Nama Makam Wakaf" ditambahkan.')).toBeVisible();

  // 3. One publication carries all three; the preview says what will change.
  await page.goto(`${server.baseURL}/kantor/terbitkan`);
  await expect(page.getByText(/1 lokasi diubah/).first()).toBeVisible();
  await expect(page.getByText(/1 berita baru/).first()).toBeVisible();
  const liveRelease = async () => ((await (await page.request.get(`${server.baseURL}/api/kantor/terbitan`)).json()) as { live: { id: string } | null }).live?.id;
  const before = await liveRelease();
  await page.getByRole("button", { name: "Terbitkan", exact: true }).click();
  // The page still says how the previous publication ended until this one has: wait for a new live release.
  await expect.poll(liveRelease, { timeout: PUBLISH_TIMEOUT, intervals: [1000] }).not.toBe(before);
  await expect(page.getByText("Penerbitan selesai. Situs publik sudah menampilkan versi baru.")).toBeVisible();

  // 4. Live: the site's page and the map have the point; the story is the featured one, with its photo.
  await page.goto(`${server.baseURL}/pemetaan-wakaf/makam-wakaf-cibeunying-contoh`);
  await expect(page.getByTestId("site-details")).toContainText(`${point[0]!.toFixed(5)}, ${point[1]!.toFixed(5)}`);
  await expect(page.getByTestId("site-directions")).toHaveAttribute("href", new RegExp(`destination=${point[0]}`));
  const openData = (await (await page.request.get(`${server.baseURL}/data/tanah-wakaf.geojson`)).json()) as {
    features: { id: string; geometry: { coordinates: [number, number] } | null }[];
  };
  const makam = openData.features.find((feature) => feature.id === "makam-wakaf-cibeunying-contoh")!;
  expect(makam.geometry!.coordinates[1]).toBeCloseTo(point[0]!, 5);
  expect(makam.geometry!.coordinates[0]).toBeCloseTo(point[1]!, 5);
  await page.goto(`${server.baseURL}/pemetaan-wakaf`);
  await scrollToMap(page);
  await expect(page.locator(".leaflet-container").getByRole("button", { name: "Makam Wakaf Cibeunying Contoh", exact: true })).toBeVisible();

  await page.goto(`${server.baseURL}/berita-wakaf`);
  const featured = page.getByTestId("news-featured");
  await expect(featured.getByRole("heading", { level: 2 })).toHaveText("Titik Makam Wakaf Cibeunying Kini Ada di Peta");
  const image = featured.getByRole("img", { name: "Nazhir dan warga meninjau tanah makam wakaf yang baru dipetakan" });
  await expect(image).toHaveAttribute("src", /^\/media\/[a-f0-9]{20}-\d+\.webp$/);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  // The photo the visitor gets carries nothing of the phone's EXIF (its GPS position).
  const served = Buffer.from(await (await page.request.get(`${server.baseURL}${await image.getAttribute("src")}`)).body());
  expect(served.subarray(0, 4).toString("latin1")).toBe("RIFF");
  expect(served.includes(Buffer.from("EXIF"))).toBe(false);
  expect(served.includes(Buffer.from("Exif"))).toBe(false);
  await featured.getByRole("link", { name: /^Baca Selengkapnya/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Titik Makam Wakaf Cibeunying Kini Ada di Peta");
  await expect(page.getByTestId("news-body").locator("p")).toHaveCount(2);
  await expect(page.getByTestId("news-body")).toContainText("<script>alert(1)</script>");

  await page.goto(`${server.baseURL}/galeri-wakaf`);
  const galleryPhoto = page.getByRole("img", { name: "Papan nama makam wakaf di Kelurahan Lebakgede" });
  await expect(galleryPhoto).toHaveAttribute("src", /^\/media\/[a-f0-9]{20}-640\.webp$/);
  await expect.poll(() => galleryPhoto.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);

  // 5. The site's history in the console shows the publication.
  await page.goto(`${server.baseURL}/kantor/register/situs/makam-wakaf-cibeunying-contoh`);
  await expect(page.getByRole("heading", { name: "Riwayat terbitan" })).toBeVisible();
  const history = page.getByRole("list", { name: "Terbitan yang mengubah lokasi ini" }).getByRole("listitem");
  // Newest first: the point added now, then the site's arrival with the uploaded workbook.
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText("Diubah");
  await expect(history.nth(1)).toContainText("Ditambahkan ke register");
});

test("a file that is not a workbook is refused with a clear message and nothing is stored", async ({ page }) => {
  await signIn(page);
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
