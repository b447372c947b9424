import { defineConfig } from "@playwright/test";
import { readFileSync } from "node:fs";

// Path and flags shared with the Lighthouse audit (scripts/audit.mjs).
const chromium = JSON.parse(readFileSync(new URL("./scripts/chromium.json", import.meta.url), "utf8")) as {
  defaultPath: string;
  flags: string[];
};

const port = Number(process.env.E2E_PORT ?? 4173);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: "id-ID",
    timezoneId: "Asia/Jakarta",
    trace: "retain-on-failure",
    launchOptions: {
      // The system Chromium (Debian's `chromium` package); a browser download is never needed.
      executablePath: process.env.CHROMIUM_PATH ?? chromium.defaultPath,
      args: chromium.flags,
    },
  },
  webServer: {
    // The built site, served by the same Node server as `npm start`.
    command: "node scripts/start.mjs",
    url: `${baseURL}/`,
    // Feedback from the browser tests goes to its own database; the rate limit stays on, raised so that
    // many specs posting from 127.0.0.1 within a minute are not refused.
    env: { PORT: String(port), HOST: "127.0.0.1", DATABASE_PATH: "data/e2e-feedback.db", FEEDBACK_RATE_LIMIT: "1000" },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});
