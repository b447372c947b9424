import { defineConfig } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";
import { freePortSync, portInUseSync, portTakenMessage } from "./scripts/ports.mjs";

// Path and flags shared with the Lighthouse audit (scripts/audit.mjs).
const chromium = JSON.parse(readFileSync(new URL("./scripts/chromium.json", import.meta.url), "utf8")) as {
  defaultPath: string;
  flags: string[];
};

// The browser tests always judge this checkout's build, served by a server this run starts itself:
// on a port the OS hands out, or on E2E_PORT if set — refused at once when something already listens
// there. Only a developer who asks for it (E2E_REUSE_SERVER=1 with E2E_PORT, never in CI) tests a server
// that is already running. The runner resolves the port once and passes it to its workers through the
// environment (E2E_PORT_RESOLVED), so they neither pick another port nor mistake our own server for a
// stranger's.
const reuseServer = process.env.E2E_REUSE_SERVER === "1" && !process.env.CI;
function resolvePort(): number {
  if (process.env.E2E_PORT_RESOLVED) return Number(process.env.E2E_PORT_RESOLVED);
  const configured = process.env.E2E_PORT;
  if (reuseServer && !configured) throw new Error("E2E_REUSE_SERVER=1 needs E2E_PORT: the port of the server to reuse.");
  let chosen: number;
  if (configured) {
    chosen = Number(configured);
    if (!Number.isInteger(chosen) || chosen <= 0 || chosen > 65535) throw new Error(`E2E_PORT=${configured} is not a port number.`);
    if (!reuseServer && portInUseSync(chosen)) throw new Error(portTakenMessage("E2E_PORT", chosen));
  } else {
    chosen = freePortSync();
  }
  process.env.E2E_PORT_RESOLVED = String(chosen);
  return chosen;
}
const port = resolvePort();
export const baseURL = `http://127.0.0.1:${port}`;

// A second server serves the site built from a register with unfinished records (`npm run build:fixture`,
// build/fixture/client; tests/e2e/register-unfinished.spec.ts). Its own free port, resolved once like the
// first and never the same. Without that build the server is not started and the spec fails, naming the
// command; every other spec runs as usual.
export const FIXTURE_CLIENT_DIR = "build/fixture/client";
export const fixtureMissing = existsSync(`${FIXTURE_CLIENT_DIR}/404.html`)
  ? null
  : `${FIXTURE_CLIENT_DIR} is missing: run \`npm run build:fixture\` after \`npm run build\` (npm test does both).`;
function resolveFixturePort(): number {
  if (process.env.E2E_FIXTURE_PORT_RESOLVED) return Number(process.env.E2E_FIXTURE_PORT_RESOLVED);
  let chosen = freePortSync();
  while (chosen === port) chosen = freePortSync();
  process.env.E2E_FIXTURE_PORT_RESOLVED = String(chosen);
  return chosen;
}
const fixturePort = resolveFixturePort();
export const fixtureBaseURL = `http://127.0.0.1:${fixturePort}`;
if (fixtureMissing && !process.env.E2E_FIXTURE_WARNED) {
  process.env.E2E_FIXTURE_WARNED = "1";
  console.warn(`Playwright: ${fixtureMissing}`);
}

// The built site, served by the same Node server as `npm start`. Feedback from the browser tests goes to
// its own database; the rate limit stays on, raised so that many specs posting from 127.0.0.1 within a
// minute are not refused.
const server = (serverPort: number, env: Record<string, string>) => ({
  command: "node scripts/start.mjs",
  url: `http://127.0.0.1:${serverPort}/`,
  env: { PORT: String(serverPort), HOST: "127.0.0.1", FEEDBACK_RATE_LIMIT: "1000", ...env },
  reuseExistingServer: reuseServer,
  timeout: 120_000,
});

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: true,
  // CI tries a failed test once more (decision 164): one slow moment of the 2-core machine must not keep
  // a whole round from landing. A test that passes only on the second try is named in npm test's summary;
  // one that fails twice fails the run. A developer's run never retries.
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : undefined,
  reporter: [["list"]],
  // axe scans take about 10 s a page on the 2-core CI machine, and two workers share it: time limits
  // here only catch hangs (speed is measured by the audit and the benchmarks).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    viewport: { width: 1280, height: 800 },
    locale: "id-ID",
    timezoneId: "Asia/Jakarta",
    // Recording a trace of every test doubles its time on the 2-core CI machine, whose output is only the
    // printed log: CI records none; a developer's run keeps the traces of failed tests.
    trace: process.env.CI ? "off" : "retain-on-failure",
    // The built site registers a service worker after load (issue 17). Each spec judges the pages
    // themselves, with its own request routing (a worker's requests bypass page.route) and without
    // every test downloading the whole precache: workers are blocked here, and only
    // tests/e2e/offline.spec.ts allows them, for its own context.
    serviceWorkers: "block",
    launchOptions: {
      // The system Chromium (Debian's `chromium` package); a browser download is never needed.
      executablePath: process.env.CHROMIUM_PATH ?? chromium.defaultPath,
      // No software GPU process (SwiftShader) either: the pages need no WebGL, and it costs CPU time.
      args: [...chromium.flags, "--disable-software-rasterizer"],
    },
  },
  webServer: [
    // Each with a data folder of its own, which never holds a published release: a publication made on
    // this machine from the office console (data/releases) must not replace the build under test.
    server(port, { DATABASE_PATH: "data/e2e-feedback.db", PORTAL_DATA_DIR: "data/e2e-portal" }),
    ...(fixtureMissing
      ? []
      : [server(fixturePort, { DATABASE_PATH: "data/e2e-fixture-feedback.db", PORTAL_DATA_DIR: "data/e2e-fixture-portal", CLIENT_DIR: FIXTURE_CLIENT_DIR })]),
  ],
});
