import { readFileSync } from "node:fs";
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

// The build writes 404.html for static hosts; the Node server never serves it as a page of its own
// (issue #12, decision 080): /404 and /404.html answer 404 like any unknown path.
test("404.html is in the build for static hosts, and /404 and /404.html answer 404", async ({ request }) => {
  expect(readFileSync(new URL("../../build/client/404.html", import.meta.url), "utf8")).toContain("Halaman tidak ditemukan");
  for (const path of ["/404", "/404.html"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain("Halaman tidak ditemukan");
  }
});
