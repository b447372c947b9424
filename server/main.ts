import { serve } from "@hono/node-server";
import { fileURLToPath } from "node:url";
import { createApp } from "./app";

const clientDir = fileURLToPath(new URL("../build/client", import.meta.url));
const hostname = process.env.HOST ?? "127.0.0.1";
const port = Number(process.env.PORT ?? 3000);

const app = createApp({ clientDir });
const server = serve({ fetch: app.fetch, hostname, port }, (info) => {
  console.log(`SIMPATI WAKAF berjalan di http://${hostname === "0.0.0.0" ? "localhost" : hostname}:${info.port}`);
});

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
