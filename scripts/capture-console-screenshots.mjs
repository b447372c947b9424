// `npm run screenshots:console`: photographs the office console (/kantor) for the staff guide in the
// README (docs/screenshots/kantor-*.png). Needs a build (`npm run build`). Starts the portal exactly as an
// office does (`node scripts/start.mjs`) on a free port with a fresh database and data folder in a temp
// folder, creates the first admin through the one-time setup link the server prints, sends three
// invented visitor messages through the public Kritik & Saran page, then walks the console: home, inbox
// (one message handled), office details (a draft saved), a real publication (the release build) and the
// sign-in page. Uses the system Chromium (scripts/chromium.json); nothing leaves 127.0.0.1. Run it after
// the console changes visibly and commit the images (the build never runs this).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { tsImport } from "tsx/esm/api";
import { freePort } from "./ports.mjs";

const NAME = "capture-console-screenshots";
const root = new URL("../", import.meta.url);
// The public form's labels, from the page's own texts (TypeScript, hence tsx as `npm start` uses it).
const { feedbackPage } = await tsImport("../app/content/feedback-page.ts", import.meta.url);
const outDir = new URL("docs/screenshots/", root);

// Invented people and messages (no real persons).
const ADMIN = { username: "kepala", displayName: "Kepala KUA", password: "tangkapan-layar-2026" };
// Sent oldest first: the inbox lists newest first, so the registration question ends up on top.
const VISITORS = [
  {
    name: "Dewi Kartikasari",
    email: "dewi.kartikasari@contoh.id",
    message:
      "Terima kasih kepada petugas KUA Coblong yang sudah membantu proses ikrar wakaf mushola di RW 05 dengan cepat dan ramah. Semoga pelayanannya terus seperti ini.",
  },
  {
    name: "Ustadz Hendra Saputra",
    email: "hendra.saputra@contoh.id",
    message:
      "Assalamualaikum. Majelis taklim kami di Sekeloa ingin mengundang penyuluh untuk penyuluhan wakaf. Mohon informasi jadwal penyuluhan yang masih kosong bulan depan.",
  },
  {
    name: "Bambang Sutrisno",
    email: "bambang.sutrisno@contoh.id",
    message:
      "Bagaimana cara mendaftarkan tanah wakaf keluarga kami di Dago? Almarhum ayah sudah berikrar secara lisan, tetapi sertifikatnya masih atas nama beliau. Dokumen apa saja yang perlu kami bawa ke KUA?",
  },
];
const HANDLED = VISITORS[2];
const NOTE = "Sudah ditelepon. Keluarga diminta datang ke KUA hari Senin membawa sertifikat, KTP ahli waris, dan surat keterangan waris.";
const NEW_PHONE = "(022) 7777 888";
const PUBLISH_TIMEOUT = 180_000;
const SIZE_LIMIT = 250 * 1024;

if (!["build/client/404.html", "build/console/index.html"].every((file) => existsSync(new URL(file, root)))) {
  console.error(`${NAME}: no build yet; run \`npm run build\` first.`);
  process.exit(1);
}
const chromiumConfig = JSON.parse(readFileSync(new URL("scripts/chromium.json", root), "utf8"));

const tempDir = mkdtempSync(join(tmpdir(), "simpati-kantor-screenshots-"));
const port = await freePort();
const baseURL = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ["scripts/start.mjs"], {
  cwd: fileURLToPath(root),
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATABASE_PATH: join(tempDir, "portal.db"), PORTAL_DATA_DIR: join(tempDir, "data") },
  stdio: ["ignore", "pipe", "pipe"],
});
let printed = "";
server.stdout.on("data", (chunk) => (printed += chunk.toString()));
server.stderr.on("data", (chunk) => (printed += chunk.toString()));
const serverExited = new Promise((resolve) => server.once("exit", resolve));

async function stopServer() {
  if (server.exitCode === null && server.signalCode === null) {
    server.kill("SIGTERM");
    const timer = setTimeout(() => server.kill("SIGKILL"), 10_000);
    await serverExited;
    clearTimeout(timer);
  }
}
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    void stopServer().finally(() => {
      rmSync(tempDir, { recursive: true, force: true });
      process.exit(130);
    });
  });
}

/** Reads the server's output until it prints the one-time setup link; returns it on this server's address. */
async function waitForSetupLink() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}) before printing the setup link`);
    const link = /(http:\/\/\S+\/kantor\/penyiapan#[\w-]+)/.exec(printed)?.[1];
    if (link) return link.replace(/^http:\/\/[^/]+/, baseURL);
    if (printed.includes("Situs publik dilayani dari")) {
      // The link follows that line, possibly in a later write: give it a moment before giving up.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      if (!printed.includes("/kantor/penyiapan#")) throw new Error("the server started without printing a setup link (an account already exists?)");
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("the server did not print the setup link within 60 s");
}

let browser;

async function newPage(width, height) {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, locale: "id-ID", timezoneId: "Asia/Jakarta", serviceWorkers: "block" });
  // Nothing leaves this machine (there is no internet here, and a screenshot needs none).
  await context.route((url) => url.hostname !== "127.0.0.1", (route) => route.abort("blockedbyclient"));
  const page = await context.newPage();
  page.setDefaultTimeout(30_000);
  return page;
}

/** A console page that finished loading: its h1 is there and no "Memuat…" is left. */
async function settled(page) {
  await page.getByRole("heading", { level: 1 }).first().waitFor();
  await page.waitForFunction(() => !/Memuat/.test(document.body.innerText));
  await page.evaluate(() => document.fonts.ready);
  // Let transitions and focus rings come to rest.
  await page.waitForTimeout(300);
}

const written = [];
/** A PNG of the viewport, of the whole page (`fullPage`) or of the page's top down to `until`'s bottom edge. */
async function shoot(page, file, { fullPage = false, until } = {}) {
  await settled(page);
  const target = new URL(file, outDir);
  const { width, height } = page.viewportSize();
  let clip;
  if (until) {
    const bottom = await until.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY);
    clip = { x: 0, y: 0, width, height: Math.ceil(bottom) + 24 };
  }
  const png = await page.screenshot({ type: "png", fullPage: fullPage || Boolean(clip), clip });
  writeFileSync(target, png);
  const size = statSync(target).size;
  written.push(file);
  // The PNG's own size (its IHDR chunk), which for a full page is taller than the window.
  const shape = `${png.readUInt32BE(16)}×${png.readUInt32BE(20)} px, window ${width}×${height}${clip ? ", top of the page" : fullPage ? ", full page" : ""}`;
  console.log(`${NAME}: docs/screenshots/${file} (${shape}, ${Math.round(size / 1024)} KB)`);
  if (size > SIZE_LIMIT) console.warn(`${NAME}: warning: docs/screenshots/${file} is larger than ${SIZE_LIMIT / 1024} KB`);
}

async function signIn(page) {
  await page.goto(`${baseURL}/kantor`);
  await page.getByLabel("Nama pengguna").fill(ADMIN.username);
  await page.getByLabel("Kata sandi", { exact: true }).fill(ADMIN.password);
  await page.getByRole("button", { name: "Masuk", exact: true }).click();
  await page.getByRole("heading", { level: 1, name: /Selamat datang/ }).waitFor();
}

let failed = false;
try {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? chromiumConfig.defaultPath,
    args: chromiumConfig.flags,
  });
  const setupLink = await waitForSetupLink();
  mkdirSync(outDir, { recursive: true });

  // 1. The first admin, through the setup page itself.
  const desk = await newPage(1280, 800);
  await desk.goto(setupLink);
  await desk.getByRole("heading", { level: 1, name: "Penyiapan pertama" }).waitFor();
  await desk.getByLabel("Nama pengguna").fill(ADMIN.username);
  await desk.getByLabel("Nama tampilan").fill(ADMIN.displayName);
  await desk.getByLabel("Kata sandi", { exact: true }).fill(ADMIN.password);
  await desk.getByLabel("Ulangi kata sandi").fill(ADMIN.password);
  await desk.getByRole("button", { name: "Buat akun admin" }).click();
  await desk.getByRole("heading", { level: 1, name: `Selamat datang, ${ADMIN.displayName}` }).waitFor();

  // 2. Three visitors write through the public Kritik & Saran page of this server.
  for (const visitor of VISITORS) {
    const visitorPage = await newPage(1280, 800);
    await visitorPage.goto(`${baseURL}/kritik-saran`);
    await visitorPage.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await visitorPage.getByLabel(feedbackPage.form.nameLabel, { exact: true }).fill(visitor.name);
    await visitorPage.getByLabel(feedbackPage.form.emailLabel, { exact: true }).fill(visitor.email);
    await visitorPage.getByLabel(feedbackPage.form.messageLabel, { exact: true }).fill(visitor.message);
    // The page keeps the entry on the device and sends it; wait for the server's answer as well as the
    // thank-you toast before closing the page, or the request may be cut off.
    const stored = visitorPage.waitForResponse((response) => response.request().method() === "POST" && new URL(response.url()).pathname === "/api/feedback");
    await visitorPage.getByRole("button", { name: feedbackPage.form.submitLabel }).click();
    const answer = await stored;
    if (!answer.ok()) throw new Error(`the Kritik & Saran form's message from ${visitor.name} was refused (HTTP ${answer.status()})`);
    await visitorPage.getByTestId("toast").first().waitFor();
    await visitorPage.context().close();
  }

  // 3. Home: three new messages.
  await desk.goto(`${baseURL}/kantor`);
  await desk.getByRole("link", { name: /3 masukan baru/ }).waitFor();
  await shoot(desk, "kantor-beranda.png");

  // 4. Inbox: the registration question opened, handled and noted.
  await desk.goto(`${baseURL}/kantor/masukan`);
  await settled(desk);
  const message = desk.getByRole("article").filter({ hasText: HANDLED.name });
  await message.getByRole("heading").getByRole("button").click();
  await message.getByText("Status: Dibaca").waitFor();
  await message.getByLabel("Status").selectOption("ditindaklanjuti");
  await message.getByLabel("Alasan").selectOption("pertanyaan");
  await message.getByLabel("Catatan internal").fill(NOTE);
  await message.getByRole("button", { name: "Simpan", exact: true }).click();
  await message.getByText("Status: Ditindaklanjuti").waitFor();
  await message.getByText("Perubahan tersimpan.").waitFor();
  // The opened message fills the picture, just below the "… masukan ditemukan." line of the list.
  await message.evaluate((article) => window.scrollTo(0, article.getBoundingClientRect().top + window.scrollY - 64));
  await desk.locator(":focus").evaluateAll((elements) => elements.forEach((element) => element.blur()));
  await shoot(desk, "kantor-masukan.png");

  // 5. Office details: a new phone number saved as a draft.
  await desk.setViewportSize({ width: 1280, height: 900 });
  await desk.goto(`${baseURL}/kantor/profil`);
  await settled(desk);
  await desk.getByLabel("Telepon (tampilan)").fill(NEW_PHONE);
  await desk.getByRole("button", { name: "Simpan draf" }).first().click();
  await desk.getByText(/^Draf tersimpan\. Perubahan tampil di situs/).first().waitFor();
  await desk.locator(":focus").evaluateAll((elements) => elements.forEach((element) => element.blur()));
  // The office details form down to its saved-draft notice and buttons (the banner texts below are left out).
  await shoot(desk, "kantor-profil.png", { until: desk.getByRole("region", { name: "Profil kantor" }) });

  // 5b. A news story with a photo from the phone, on a phone; then the news list with it on top.
  const phoneNews = await newPage(360, 740);
  await signIn(phoneNews);
  await phoneNews.goto(`${baseURL}/kantor/berita/baru`);
  await settled(phoneNews);
  await phoneNews.getByLabel("Foto", { exact: true }).setInputFiles(fileURLToPath(new URL("tests/fixtures/images/phone-photo.jpg", root)));
  await phoneNews.getByText(/^Foto terunggah/).waitFor();
  await phoneNews.getByLabel("Teks alternatif").fill("Nazhir dan warga meninjau tanah wakaf yang baru dipetakan");
  await phoneNews.getByLabel("Judul").fill("Titik Tanah Wakaf Kini Ada di Peta");
  await phoneNews.getByLabel("Kategori").fill("Kegiatan KUA");
  await phoneNews.getByLabel("Ringkasan").fill("Petugas KUA memetakan titik lokasi tanah wakaf bersama para nazhir.");
  await phoneNews.getByLabel("Isi berita").fill("Petugas KUA bersama nazhir memetakan titik lokasi tanah wakaf.\n\nLokasinya kini tampil di halaman Pemetaan Wakaf.");
  await phoneNews.locator(":focus").evaluateAll((elements) => elements.forEach((element) => element.blur()));
  await phoneNews.getByLabel("Foto", { exact: true }).evaluate((input) => input.closest("fieldset, section, div")?.scrollIntoView());
  await shoot(phoneNews, "kantor-berita-ponsel.png");
  await phoneNews.getByRole("button", { name: "Simpan ke draf" }).click();
  await phoneNews.getByText('Berita "Titik Tanah Wakaf Kini Ada di Peta" ditambahkan.').waitFor();
  await phoneNews.context().close();
  await desk.goto(`${baseURL}/kantor/berita`);
  await settled(desk);
  await shoot(desk, "kantor-berita.png");

  // 6. A real publication, to the end.
  await desk.goto(`${baseURL}/kantor/terbitkan`);
  await settled(desk);
  // What will change, before publishing: the news story and the phone number.
  await desk.locator("details").evaluateAll((folds) => folds.forEach((fold) => fold.setAttribute("open", "")));
  await shoot(desk, "kantor-terbitkan-pratinjau.png", { fullPage: true });
  await desk.getByRole("button", { name: "Terbitkan", exact: true }).click();
  await desk.getByText("Penerbitan selesai. Situs publik sudah menampilkan versi baru.").waitFor({ timeout: PUBLISH_TIMEOUT });
  await desk.evaluate(() => window.scrollTo(0, 0));
  await desk.locator(":focus").evaluateAll((elements) => elements.forEach((element) => element.blur()));
  await shoot(desk, "kantor-terbitkan.png", { fullPage: true });
  await desk.context().close();

  // 7. On a phone: the inbox, then the sign-in page after signing out.
  const phone = await newPage(360, 740);
  await signIn(phone);
  await phone.goto(`${baseURL}/kantor/masukan`);
  await phone.getByRole("article").first().waitFor();
  // The menu and the filters fill a phone's first screen: show the messages, from the list's count down.
  await settled(phone);
  await phone.getByText(/masukan ditemukan/).evaluate((line) => window.scrollTo(0, line.getBoundingClientRect().top + window.scrollY - 16));
  await shoot(phone, "kantor-masukan-ponsel.png");
  await phone.getByRole("button", { name: "Keluar", exact: true }).click();
  await phone.getByRole("button", { name: "Masuk", exact: true }).waitFor();
  await phone.evaluate(() => window.scrollTo(0, 0));
  await shoot(phone, "kantor-masuk.png");
  await phone.context().close();
} catch (error) {
  failed = true;
  console.error(`${NAME}: failed: ${error instanceof Error ? error.message : String(error)}`);
  if (printed.trim()) console.error(`${NAME}: the server printed:\n${printed.trimEnd().split("\n").slice(-30).join("\n")}`);
} finally {
  await browser?.close().catch(() => {});
  await stopServer();
  rmSync(tempDir, { recursive: true, force: true });
}
if (failed) process.exit(1);
console.log(`${NAME}: wrote ${written.length} screenshots to docs/screenshots/`);
