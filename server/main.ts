import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createApp } from "./app";
import { databasePathFromEnv, rateLimitFromEnv } from "./feedback/config";
import { startServer } from "./http-server";
import { dataDirFromEnv } from "./office/releases/data-dir";
import { setupMessage } from "./office/setup-link";

// CLIENT_DIR lets tests run the real server against a stand-in site without building it first.
const clientDir = process.env.CLIENT_DIR
  ? resolve(process.env.CLIENT_DIR)
  : fileURLToPath(new URL("../build/client", import.meta.url));
const consoleDir = fileURLToPath(new URL("../build/console", import.meta.url));
const hostname = process.env.HOST ?? "127.0.0.1";
const port = Number(process.env.PORT ?? 3000);
const databasePath = databasePathFromEnv();
// Releases published from the office console (decision 141); the live one is served instead of clientDir.
const dataDir = dataDirFromEnv();

const app = createApp({
  clientDir,
  consoleDir,
  databasePath,
  rateLimit: rateLimitFromEnv(),
  trustProxy: process.env.TRUST_PROXY === "1",
  publishing: { dataDir },
});
const server = startServer({
  fetch: app.fetch,
  hostname,
  port,
  securityHeaders: app.securityHeaders,
  onListening: (info) => {
    const origin = `http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${info.port}`;
    console.log(`SIMPATI WAKAF berjalan di ${origin}`);
    console.log(`Masukan pengunjung disimpan di ${databasePath}`);
    console.log(`Situs publik dilayani dari ${app.site.current()}`);
    const setupToken = app.issueOfficeSetupToken();
    if (setupToken) console.log(setupMessage(origin, setupToken));
  },
});

let closing = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    // Stop accepting requests, let the ones in flight finish, then close the database cleanly (which
    // folds the WAL back into the main file). A stuck keep-alive connection cannot hold the exit up.
    setTimeout(() => process.exit(1), 5000).unref();
    server.close(() => {
      void app.close().finally(() => process.exit(0));
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  });
}
