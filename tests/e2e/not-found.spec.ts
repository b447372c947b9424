import { expect, gotoHydrated, test } from "./fixtures";
import { expectedTitle } from "./site";

test("an unknown path answers 404 with the Indonesian not-found page inside the shell", async ({ page }) => {
  const response = await page.goto("/halaman-yang-tidak-ada");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Halaman tidak ditemukan" })).toBeVisible();
  await expect(page).toHaveTitle(expectedTitle("not-found"));
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByTestId("site-footer")).toBeVisible();
});

test("the not-found page links back to Beranda", async ({ page }) => {
  await gotoHydrated(page, "/berita/lama");
  await page.getByRole("main").getByRole("link", { name: "Kembali ke Beranda" }).click();
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("SIMPATI WAKAF");
});

test("a static host can serve the same page as 404.html", async ({ request }) => {
  const response = await request.get("/404.html");
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("Halaman tidak ditemukan");
});
