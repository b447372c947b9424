// `npm start`: build the site if there is no build yet, then serve it with the Node server.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { register } from "tsx/esm/api";

// The public site and the office console (build/console) come from the same `npm run build`.
const built = ["../build/client/404.html", "../build/console/index.html"].map((file) => new URL(file, import.meta.url));
if (!built.every((file) => existsSync(file))) {
  console.log("Belum ada hasil build: menjalankan `npm run build`…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

register();
await import("../server/main.ts");
