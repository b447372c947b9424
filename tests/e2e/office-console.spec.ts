// The office console walked as a new office walks it (issue 33): from the link `npm start` prints to the
// first admin, a staf account, the feedback a visitor sent, a new phone number published and visible on
// the public site, and a rollback. One server of its own (portal-server.ts), steps in order.
import { readFileSync } from "node:fs";
import Database from "better-sqlite3";
import { readSheet } from "read-excel-file/node";
import type { Browser, Page } from "@playwright/test";
import { axeViolations, expect, test, MOBILE_VIEWPORT } from "./fixtures";
import { startPortalServer, type PortalServer } from "./portal-server";
import { feedbackPage } from "../../app/content/feedback-page";

const ADMIN = { username: "kepala", displayName: "Kepala KUA", password: "wakaf-coblong-2026" };
const STAF = { username: "siti", displayName: "Siti Operator", password: "siwak-operator-26" };
const VISITOR = { name: "Ahmad Warga", email: "ahmad@contoh.id", message: "Bagaimana cara mendaftarkan tanah wakaf keluarga kami di Dago?" };
const OTHER_VISITOR = { name: "Rina", email: "rina@contoh.id", message: "=HYPERLINK(\"x\") Mohon jadwal penyuluhan wakaf untuk majelis taklim." };
const NEW_PHONE = { display: "(022) 7777 888", tel: "+62227777888" };
const NEW_HOURS = "Senin - Kamis, 08:00 - 15:00";
// A real build on the 2-core CI machine, sharing it with another worker.
const PUBLISH_TIMEOUT = 180_000;

test.describe.configure({ mode: "serial" });

let server: PortalServer;
test.beforeAll(async () => {
  server = await startPortalServer();
});
test.afterAll(async () => {
  await server?.stop();
});

async function signIn(page: Page, who: { username: string; password: string }) {
  await page.goto(`${server.baseURL}/kantor`);
  await page.getByLabel("Nama pengguna").fill(who.username);
  await page.getByLabel("Kata sandi", { exact: true }).fill(who.password);
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Selamat datang");
}

async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport, locale: "id-ID", timezoneId: "Asia/Jakarta", serviceWorkers: "block" });
  await context.route((url) => !["127.0.0.1", "localhost"].includes(url.hostname), (route) => route.abort("blockedbyclient"));
  return context.newPage();
}

/** The id of the live release, as the console's API tells it (null: the install's own build). */
async function liveRelease(page: Page): Promise<string | null> {
  const overview = (await (await page.request.get(`${server.baseURL}/api/kantor/terbitan`)).json()) as { live: { id: string } | null };
  return overview.live?.id ?? null;
}

async function publishAndWait(page: Page) {
  await page.goto(`${server.baseURL}/kantor/terbitkan`);
  const before = await liveRelease(page);
  await page.getByRole("button", { name: "Terbitkan", exact: true }).click();
  // The page may still show the previous publication's success: wait for a new live release first.
  await expect.poll(() => liveRelease(page), { timeout: PUBLISH_TIMEOUT, intervals: [1000] }).not.toBe(before);
  await expect(page.getByText("Penerbitan selesai. Situs publik sudah menampilkan versi baru.")).toBeVisible();
}

test("first run: the link npm start printed creates the first admin once, and the token leaves the address bar", async ({ page }) => {
  expect(server.setupLink, server.output()).toMatch(/\/kantor\/penyiapan#[\w-]{20,}$/);
  await page.goto(server.setupLink!);
  await expect(page.getByRole("heading", { level: 1, name: "Penyiapan pertama" })).toBeVisible();
  await page.getByLabel("Nama pengguna").fill(ADMIN.username);
  await page.getByLabel("Nama tampilan").fill(ADMIN.displayName);
  await page.getByLabel("Kata sandi", { exact: true }).fill(ADMIN.password);
  await page.getByLabel("Ulangi kata sandi").fill(ADMIN.password);
  await page.getByRole("button", { name: "Buat akun admin" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Selamat datang, ${ADMIN.displayName}`);
  expect(new URL(page.url()).hash).toBe("");
  await expect(page.getByRole("link", { name: /0 masukan baru/ })).toBeVisible();

  // The same link a second time creates nothing.
  const again = await page.request.post(`${server.baseURL}/api/kantor/penyiapan`, {
    headers: { Origin: server.baseURL },
    data: { token: server.setupLink!.split("#")[1], username: "penyusup", password: "sandi-penyusup-1" },
  });
  expect(again.status()).toBe(409);
});

test("sign out and in again; the admin adds a staf account, who cannot do admin work", async ({ page, browser }) => {
  await signIn(page, ADMIN);
  await page.getByRole("button", { name: "Keluar", exact: true }).click();
  await expect(page.getByRole("button", { name: "Masuk" })).toBeVisible();
  expect((await page.request.get(`${server.baseURL}/api/kantor/sesi`)).status()).toBe(401);

  await signIn(page, ADMIN);
  await page.getByRole("navigation", { name: "Menu konsol" }).getByRole("link", { name: "Akun" }).click();
  const form = page.getByRole("region", { name: "Tambah akun" });
  await form.getByLabel("Nama pengguna").fill(STAF.username);
  await form.getByLabel("Nama tampilan").fill(STAF.displayName);
  await form.getByLabel("Peran").selectOption("staf");
  await form.getByLabel("Kata sandi pertama").fill(STAF.password);
  await form.getByLabel("Ulangi kata sandi").fill(STAF.password);
  await form.getByRole("button", { name: "Tambah akun" }).click();
  await expect(page.getByText(STAF.displayName).first()).toBeVisible();

  const staf = await newPage(browser);
  await signIn(staf, STAF);
  const menu = staf.getByRole("navigation", { name: "Menu konsol" });
  await expect(menu.getByRole("link", { name: "Masukan" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Akun" })).toHaveCount(0);
  await staf.goto(`${server.baseURL}/kantor/akun`);
  await expect(staf.getByText("Khusus admin").first()).toBeVisible();
  // The API refuses too, even with the staf's own valid CSRF token.
  const { csrfToken } = (await (await staf.request.get(`${server.baseURL}/api/kantor/sesi`)).json()) as { csrfToken: string };
  const refused = await staf.request.post(`${server.baseURL}/api/kantor/akun`, {
    headers: { Origin: server.baseURL, "X-CSRF-Token": csrfToken },
    data: { username: "tamu", password: "sandi-tamu-12345", role: "admin" },
  });
  expect(refused.status()).toBe(403);
  await staf.goto(`${server.baseURL}/kantor/terbitkan`);
  await expect(staf.getByRole("button", { name: "Terbitkan", exact: true })).toHaveCount(0);
  await staf.context().close();
});

test("a state change without the CSRF token or from another site is refused; an ended session sends staff to sign in and back", async ({ page }) => {
  await signIn(page, ADMIN);
  const noToken = await page.request.post(`${server.baseURL}/api/kantor/keluar-semua`, { headers: { Origin: server.baseURL } });
  expect(noToken.status()).toBe(403);
  const { csrfToken } = (await (await page.request.get(`${server.baseURL}/api/kantor/sesi`)).json()) as { csrfToken: string };
  const crossSite = await page.request.post(`${server.baseURL}/api/kantor/keluar-semua`, { headers: { Origin: "https://jahat.example", "X-CSRF-Token": csrfToken } });
  expect(crossSite.status()).toBe(403);
  expect((await page.request.get(`${server.baseURL}/api/kantor/sesi`)).status()).toBe(200);

  // The session ends on the server (as after 30 idle minutes): the next step asks to sign in again.
  await page.goto(`${server.baseURL}/kantor/profil`);
  await expect(page.getByLabel("Nama kantor")).toBeVisible();
  const db = new Database(server.databasePath);
  db.prepare("DELETE FROM office_session").run();
  db.close();
  await page.getByRole("navigation", { name: "Menu konsol" }).getByRole("link", { name: "Masukan" }).click();
  await expect(page.getByText("Sesi Anda sudah berakhir. Silakan masuk lagi.")).toBeVisible();
  await page.getByLabel("Nama pengguna").fill(ADMIN.username);
  await page.getByLabel("Kata sandi", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page).toHaveURL(/\/kantor\/masukan/);
});

test("the inbox: a visitor's message arrives marked new, is read, handled with a note, found, and exported", async ({ page, browser }) => {
  // Two visitors send messages through the public form of this very server.
  for (const visitor of [VISITOR, OTHER_VISITOR]) {
    const public_ = await newPage(browser);
    await public_.goto(`${server.baseURL}/kritik-saran`);
    await public_.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await public_.getByLabel(feedbackPage.form.nameLabel, { exact: true }).fill(visitor.name);
    await public_.getByLabel(feedbackPage.form.emailLabel, { exact: true }).fill(visitor.email);
    await public_.getByLabel(feedbackPage.form.messageLabel, { exact: true }).fill(visitor.message);
    // The thank-you toast comes as soon as the message is kept in the browser; the page stays open until
    // the server has it too (closed earlier, the outbox would send it on the visitor's next visit).
    const stored = public_.waitForResponse((response) => new URL(response.url()).pathname === "/api/feedback" && response.ok());
    await public_.getByRole("button", { name: feedbackPage.form.submitLabel }).click();
    await expect(public_.getByTestId("toast")).toBeVisible();
    await stored;
    await public_.context().close();
  }

  await signIn(page, ADMIN);
  await expect(page.getByRole("link", { name: /2 masukan baru/ })).toBeVisible();
  await page.getByRole("link", { name: /2 masukan baru/ }).click();
  const list = page.getByRole("list").filter({ has: page.getByRole("article") });
  await expect(list.getByRole("article")).toHaveCount(2);
  // Newest first, both marked in words.
  await expect(list.getByRole("article").first()).toContainText(OTHER_VISITOR.name);
  await expect(list.getByText("Baru", { exact: true })).toHaveCount(2);

  // Without the "baru" filter: open Ahmad's message; it is marked read.
  await page.goto(`${server.baseURL}/kantor/masukan`);
  const ahmad = page.getByRole("article").filter({ hasText: VISITOR.name });
  await ahmad.getByRole("button", { name: new RegExp(VISITOR.name) }).click();
  await expect(ahmad.getByText(VISITOR.message)).toBeVisible();
  await expect(ahmad.getByText("Status: Dibaca")).toBeVisible();
  await ahmad.getByLabel("Status").selectOption("ditindaklanjuti");
  await ahmad.getByLabel("Alasan").selectOption("pertanyaan");
  await ahmad.getByLabel("Catatan internal").fill("Sudah ditelepon, datang ke KUA hari Senin.");
  await ahmad.getByRole("button", { name: "Simpan" }).click();
  await expect(ahmad.getByText("Status: Ditindaklanjuti")).toBeVisible();
  await expect(ahmad.getByText("Alasan: Pertanyaan")).toBeVisible();

  // The filters and the search find it; the other message is not in that selection.
  await page.goto(`${server.baseURL}/kantor/masukan?status=ditindaklanjuti`);
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article")).toContainText(VISITOR.name);
  await page.goto(`${server.baseURL}/kantor/masukan`);
  await page.getByRole("searchbox").or(page.getByLabel("Cari")).first().fill("penyuluhan");
  await page.getByRole("button", { name: "Cari" }).click();
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article")).toContainText(OTHER_VISITOR.name);

  // Export the whole inbox: CSV and Excel, the note included, the formula neutralised.
  await page.goto(`${server.baseURL}/kantor/masukan`);
  const [csv] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Unduh CSV" }).click()]);
  expect(csv.suggestedFilename()).toMatch(/^masukan-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvText = readFileSync(await csv.path(), "utf8");
  expect(csvText).toContain(VISITOR.message);
  expect(csvText).toContain("Sudah ditelepon, datang ke KUA hari Senin.");
  expect(csvText).toContain("'=HYPERLINK");
  const [xlsx] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Unduh Excel (.xlsx)" }).click()]);
  const rows = await readSheet(await xlsx.path());
  const cells = rows.flat().map(String);
  expect(cells).toContain(VISITOR.message);
  expect(cells.some((cell) => cell.includes("datang ke KUA hari Senin"))).toBe(true);
  expect(rows.length).toBe(3);
});

test("a new phone number, saved as a draft and published, is on the public pages; staff see the progress", async ({ page }) => {
  test.setTimeout(PUBLISH_TIMEOUT + 60_000);
  const before = await (await page.request.get(`${server.baseURL}/`)).text();
  expect(before).not.toContain(NEW_PHONE.display);

  await signIn(page, ADMIN);
  await page.goto(`${server.baseURL}/kantor/profil`);
  await page.getByLabel("Telepon (tampilan)").fill(NEW_PHONE.display);
  await page.getByLabel("Telepon (untuk tautan panggil)").fill("nol dua dua");
  await page.getByRole("button", { name: "Simpan draf" }).first().click();
  // The build's own rule, in words, next to the field; the field gets the focus.
  await expect(page.getByLabel("Telepon (untuk tautan panggil)")).toBeFocused();
  await expect(page.getByText(/hanya boleh berisi angka/).first()).toBeVisible();
  await page.getByLabel("Telepon (untuk tautan panggil)").fill(NEW_PHONE.tel);
  await page.getByRole("button", { name: "Simpan draf" }).first().click();
  await expect(page.getByText(/^Draf tersimpan\. Perubahan tampil di situs/).first()).toBeVisible();
  // A draft is not live.
  expect(await (await page.request.get(`${server.baseURL}/`)).text()).not.toContain(NEW_PHONE.display);

  await publishAndWait(page);
  await expect(page.getByRole("list", { name: "Langkah penerbitan" }).getByText("gagal")).toHaveCount(0);
  for (const path of ["/", "/profil-kua", "/kritik-saran"]) {
    const html = await (await page.request.get(`${server.baseURL}${path}`)).text();
    expect(html, path).toContain(NEW_PHONE.display);
    expect(html, path).toContain(`tel:${NEW_PHONE.tel}`);
  }
});

test("a rollback puts the earlier version back on the public site in one step", async ({ page }) => {
  test.setTimeout(PUBLISH_TIMEOUT + 60_000);
  await signIn(page, ADMIN);
  await page.goto(`${server.baseURL}/kantor/profil`);
  await page.getByLabel("Jam layanan").fill(NEW_HOURS);
  await page.getByRole("button", { name: "Simpan draf" }).first().click();
  await expect(page.getByText(/^Draf tersimpan\. Perubahan tampil di situs/).first()).toBeVisible();
  await publishAndWait(page);
  expect(await (await page.request.get(`${server.baseURL}/profil-kua`)).text()).toContain(NEW_HOURS);

  // The releases list, newest first: the one before the live one is the phone-number publication.
  const older = page.getByRole("listitem").filter({ has: page.getByRole("button", { name: "Kembalikan ke versi ini" }) }).first();
  await older.getByRole("button", { name: "Kembalikan ke versi ini" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Ya, kembalikan" }).click();
  await expect.poll(async () => (await (await page.request.get(`${server.baseURL}/profil-kua`)).text()).includes(NEW_HOURS)).toBe(false);
  const html = await (await page.request.get(`${server.baseURL}/profil-kua`)).text();
  expect(html).toContain(NEW_PHONE.display);
});

test("every console page passes axe and fits a 360 px phone without sideways scrolling", async ({ browser }) => {
  test.slow();
  const page = await newPage(browser, MOBILE_VIEWPORT);
  await page.goto(`${server.baseURL}/kantor`);
  await expect(page.getByRole("button", { name: "Masuk" })).toBeVisible();
  expect(await axeViolations(page), "/kantor (sign-in)").toEqual([]);
  await signIn(page, ADMIN);
  for (const path of ["", "/masukan", "/profil", "/register", "/register/situs/baru", "/berita", "/berita/baru", "/galeri", "/galeri/baru", "/terbitkan", "/akun", "/audit", "/sandi"]) {
    await page.goto(`${server.baseURL}/kantor${path}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByText(/Memuat/)).toHaveCount(0);
    expect(await axeViolations(page), `/kantor${path}`).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `/kantor${path}`).toBeLessThanOrEqual(0);
  }
  await page.context().close();
});
