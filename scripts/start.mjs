// `npm start`: build the site if there is no build yet, then serve it with the Node server.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { register } from "tsx/esm/api";

const built = new URL("../build/client/404.html", import.meta.url);
if (!existsSync(built)) {
  console.log("Belum ada hasil build: menjalankan `npm run build`…");
  const result = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

register();
await import("../server/main.ts");
