import type { Page } from "@playwright/test";
import { axeViolations, describeAtWidths, expect, gotoHydrated, test } from "./fixtures";
import { office } from "./site";
import { feedbackPage } from "../../app/content/feedback-page";
import { messages } from "../../app/content/messages";

const { form } = feedbackPage;
const KEY = "wakafFeedback";

function fields(page: Page) {
  return {
    name: page.getByLabel(form.nameLabel, { exact: true }),
    email: page.getByLabel(form.emailLabel, { exact: true }),
    message: page.getByLabel(form.messageLabel, { exact: true }),
    submit: page.getByRole("button", { name: form.submitLabel }),
  };
}

async function stored(page: Page, key = KEY) {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

async function expectToast(page: Page, text: { title: string; description: string }, variant: "default" | "destructive") {
  const toast = page.getByTestId("toast");
  await expect(toast.getByText(text.title, { exact: true })).toBeVisible();
  await expect(toast.getByText(text.description, { exact: true })).toBeVisible();
  await expect(toast).toHaveAttribute("data-variant", variant);
}

test.describe("Kritik & Saran without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the prerendered page shows the reasons, the labelled form and the contact block", async ({ page }) => {
    await page.goto("/kritik-saran");
    await expect(page.getByRole("heading", { level: 1, name: "Kritik & Saran" })).toBeVisible();
    for (const reason of feedbackPage.panel.reasons) await expect(page.getByRole("heading", { name: reason.title })).toBeVisible();
    const { name, email, message, submit } = fields(page);
    await expect(name).toHaveAttribute("type", "text");
    await expect(email).toHaveAttribute("type", "email");
    await expect(message).toHaveAttribute("rows", "6");
    await expect(submit).toBeVisible();
    const contact = page.getByRole("region", { name: feedbackPage.contact.title });
    await expect(contact.getByRole("link", { name: office.email })).toHaveAttribute("href", `mailto:${office.email}`);
    await expect(contact.getByRole("link", { name: office.phone.display })).toHaveAttribute("href", `tel:${office.phone.tel}`);
    await expect(contact.getByText("Senin - Jumat, 08:00 - 16:00", { exact: true })).toBeVisible();
  });

  test("the prerendered form posts to the server, so browsers without JavaScript can send it", async ({ request }) => {
    const html = await (await request.get("/kritik-saran")).text();
    // Built with the feedback API (the default): the form posts there (early-input.spec.ts sends it),
    // and the "needs JavaScript" note of a static build is not shown.
    expect(html).toMatch(/<form[^>]*\smethod="post"/);
    expect(html).toMatch(/<form[^>]*\saction="\/api\/feedback"/);
    const noscripts = [...html.matchAll(/<noscript>(.*?)<\/noscript>/gs)].map((match) => match[1]);
    expect(noscripts.some((text) => text?.includes(form.noScript))).toBe(false);
  });
});

test("an empty field: 'Form Belum Lengkap', nothing stored, typed text kept", async ({ page }) => {
  await gotoHydrated(page, "/kritik-saran");
  const { name, email, message, submit } = fields(page);
  await name.fill("Siti Aminah");
  await message.fill("Mohon jadwal ikrar wakaf diumumkan.");
  await submit.click();
  await expectToast(page, messages.formIncomplete, "destructive");
  expect(await stored(page)).toBeNull();
  await expect(name).toHaveValue("Siti Aminah");
  await expect(message).toHaveValue("Mohon jadwal ikrar wakaf diumumkan.");
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute("aria-invalid", "true");
});

test("a bad email: 'Email Tidak Valid', nothing stored, typed text kept", async ({ page }) => {
  await gotoHydrated(page, "/kritik-saran");
  const { name, email, message, submit } = fields(page);
  await name.fill("Siti Aminah");
  await email.fill("siti@contoh");
  await message.fill("Saran saya.");
  await submit.click();
  await expectToast(page, messages.emailInvalid, "default");
  expect(await stored(page)).toBeNull();
  await expect(email).toHaveValue("siti@contoh");
  await expect(name).toHaveValue("Siti Aminah");
});

test("success: the entry is appended to wakafFeedback, a thank-you toast shows, the fields reset", async ({ page }) => {
  await gotoHydrated(page, "/kritik-saran");
  const { name, email, message, submit } = fields(page);
  const before = Date.now();
  await name.fill("Siti Aminah");
  await email.fill("siti@contoh.id");
  await message.fill("Pelayanan sudah baik.\nTerima kasih.");
  await submit.click();
  await expectToast(page, messages.feedbackSaved, "default");
  await expect(name).toHaveValue("");
  await expect(email).toHaveValue("");
  await expect(message).toHaveValue("");
  const list = JSON.parse((await stored(page)) ?? "null");
  expect(list).toHaveLength(1);
  expect(Object.keys(list[0]).sort()).toEqual(["email", "message", "name", "timestamp"]);
  expect(list[0]).toMatchObject({ name: "Siti Aminah", email: "siti@contoh.id", message: "Pelayanan sudah baik.\nTerima kasih." });
  expect(new Date(list[0].timestamp).toISOString()).toBe(list[0].timestamp);
  expect(Date.parse(list[0].timestamp)).toBeGreaterThanOrEqual(before - 1000);

  // A second entry keeps the first, also after a reload.
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  await name.fill("Budi");
  await email.fill("budi@contoh.id");
  await message.fill("Tambah papan nama wakaf.");
  await submit.click();
  await expectToast(page, messages.feedbackSaved, "default");
  const after = JSON.parse((await stored(page)) ?? "null");
  expect(after.map((entry: { name: string }) => entry.name)).toEqual(["Siti Aminah", "Budi"]);
});

test("a corrupted stored value is moved to a backup key and a fresh list is started", async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("wakafFeedback", "{ini bukan JSON");
      sessionStorage.setItem("seeded", "1");
    }
  });
  await gotoHydrated(page, "/kritik-saran");
  const { name, email, message, submit } = fields(page);
  await name.fill("Siti Aminah");
  await email.fill("siti@contoh.id");
  await message.fill("Saran.");
  await submit.click();
  await expectToast(page, messages.feedbackSaved, "default");
  const list = JSON.parse((await stored(page)) ?? "null");
  expect(list).toEqual([expect.objectContaining({ name: "Siti Aminah" })]);
  const backups = await page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith("wakafFeedback.backup-"))
      .map((key) => localStorage.getItem(key)),
  );
  expect(backups).toEqual(["{ini bukan JSON"]);
});

test("a full storage: a clear destructive toast, and the typed text stays", async ({ page }) => {
  await page.addInitScript(() => {
    Storage.prototype.setItem = function () {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
  });
  await gotoHydrated(page, "/kritik-saran");
  const { name, email, message, submit } = fields(page);
  await name.fill("Siti Aminah");
  await email.fill("siti@contoh.id");
  await message.fill("Saran penting.");
  await submit.click();
  await expectToast(page, feedbackPage.storageErrors.quota, "destructive");
  await expect(name).toHaveValue("Siti Aminah");
  await expect(email).toHaveValue("siti@contoh.id");
  await expect(message).toHaveValue("Saran penting.");
});

test("keyboard only: Tab through the fields, send with Enter", async ({ page }) => {
  await gotoHydrated(page, "/kritik-saran");
  const { name, email, message, submit } = fields(page);
  await name.focus();
  await page.keyboard.type("Siti Aminah");
  await page.keyboard.press("Tab");
  await expect(email).toBeFocused();
  await page.keyboard.type("siti@contoh.id");
  await page.keyboard.press("Tab");
  await expect(message).toBeFocused();
  await page.keyboard.type("Saran lewat papan ketik.");
  await page.keyboard.press("Tab");
  await expect(submit).toBeFocused();
  await page.keyboard.press("Enter");
  await expectToast(page, messages.feedbackSaved, "default");
  await expect(name).toHaveValue("");
  expect(JSON.parse((await stored(page)) ?? "[]")).toHaveLength(1);
});

describeAtWidths("Kritik & Saran", () => {
  test("with an error toast showing and an invalid field, there are no axe violations", async ({ page }) => {
    // axe itself takes about a second; on a machine shared with other test runs it can take far longer.
    test.slow();
    await gotoHydrated(page, "/kritik-saran");
    await fields(page).submit.click();
    await expect(page.getByTestId("toast")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("no horizontal scrolling, and the submit button is at least 44 px high", async ({ page }) => {
    await gotoHydrated(page, "/kritik-saran");
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect((await fields(page).submit.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  });
});
