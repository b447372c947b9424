// The office console when things go wrong (issue 33): a publication whose build fails leaves the live
// site exactly as it was and says why in words; a run of wrong passwords is slowed down. A server of its
// own whose register file is damaged, so that every build of it fails the way a broken data file would.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { startPortalServer, type PortalServer } from "./portal-server";

const ADMIN = { username: "admin.kua", password: "sandi-admin-kua-26" };
const PUBLISH_TIMEOUT = 180_000;

test.describe.configure({ mode: "serial" });

let server: PortalServer;
let scratch: string;
test.beforeAll(async ({ request }) => {
  scratch = mkdtempSync(path.join(tmpdir(), "simpati-register-rusak-"));
  const broken = path.join(scratch, "sites.geojson");
  writeFileSync(broken, '{ "type": "FeatureCollection", "features": [ { "type": "Feature", "properties": {} ');
  server = await startPortalServer({ env: { WAKAF_SITES_FILE: broken } });
  // The first admin, made through the setup link's API (the walk through its page is office-console.spec.ts).
  const created = await request.post(`${server.baseURL}/api/kantor/penyiapan`, {
    headers: { Origin: server.baseURL },
    data: { token: server.setupLink!.split("#")[1], username: ADMIN.username, displayName: "Admin KUA", password: ADMIN.password },
  });
  expect(created.status()).toBe(200);
});
test.afterAll(async () => {
  await server?.stop();
  rmSync(scratch, { recursive: true, force: true });
});

async function trySignIn(page: Page, password: string) {
  await page.getByLabel("Nama pengguna").fill(ADMIN.username);
  await page.getByLabel("Kata sandi", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Masuk" }).click();
}

test("a failing publication leaves the live site as it was and tells the office why", async ({ page }) => {
  test.setTimeout(PUBLISH_TIMEOUT + 60_000);
  const liveBefore = await (await page.request.get(`${server.baseURL}/profil-kua`)).text();
  await page.goto(`${server.baseURL}/kantor`);
  await trySignIn(page, ADMIN.password);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Selamat datang");

  await page.goto(`${server.baseURL}/kantor/profil`);
  await page.getByLabel("Telepon (tampilan)").fill("(022) 1111 222");
  await page.getByRole("button", { name: "Simpan draf" }).first().click();
  await expect(page.getByText(/^Draf tersimpan\. Perubahan tampil di situs/).first()).toBeVisible();

  await page.goto(`${server.baseURL}/kantor/terbitkan`);
  await page.getByRole("button", { name: "Terbitkan", exact: true }).click();
  const failure = page.getByRole("alert").filter({ hasText: "Penerbitan gagal. Situs tetap menampilkan versi sebelumnya." });
  await expect(failure).toBeVisible({ timeout: PUBLISH_TIMEOUT });
  // Words an office understands, not a stack trace; the technical detail is folded away.
  const message = (await failure.locator("p").nth(1).textContent()) ?? "";
  expect(message).toBe("Data lokasi tanah wakaf: berkas register rusak atau terpotong, tidak dapat dibaca.");
  expect(message).not.toMatch(/at .*\.(?:ts|js|mjs):\d+|Error:|ENOENT|stack/i);
  await expect(failure.locator("details")).not.toHaveAttribute("open", "");

  // The live site did not move, and the draft is still waiting.
  expect(await (await page.request.get(`${server.baseURL}/profil-kua`)).text()).toBe(liveBefore);
  await expect(page.getByText("Profil kantor").first()).toBeVisible();
});

test("wrong passwords: after five the sign-in is slowed down and says how long to wait", async ({ browser }) => {
  const context = await browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  await page.goto(`${server.baseURL}/kantor`);
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await trySignIn(page, `tebakan-salah-${attempt}`);
    await expect(page.getByRole("alert")).toContainText("Nama pengguna atau kata sandi salah.");
  }
  // Even the right password is not checked now: the account and this address wait.
  await trySignIn(page, ADMIN.password);
  await expect(page.getByRole("alert")).toContainText("Terlalu banyak percobaan masuk yang gagal.");
  await expect(page.getByRole("alert")).toContainText(/\d+ detik/);
  await expect(page.getByRole("heading", { level: 1 })).not.toContainText("Selamat datang");
  await context.close();
});
