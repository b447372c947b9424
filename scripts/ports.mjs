// Ports for every server a test, audit or benchmark starts. One rule for all of them: a run serves this
// checkout on a port nobody else uses — a port the OS hands out, or a configured one that is checked to
// be free — so it can never end up judging another program's server (issue: two clones on one machine,
// a `vite preview` left open on 4173, a server left over from earlier work).
import { spawnSync } from "node:child_process";
import { createServer } from "node:net";

const HOST = "127.0.0.1";

/** A loopback port that nothing listens on right now. */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

/** True when something already listens on `port` (on 127.0.0.1 or on all interfaces). */
export async function portInUse(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", (error) => (error.code === "EADDRINUSE" || error.code === "EACCES" ? resolve(true) : reject(error)));
    probe.listen(port, HOST, () => probe.close(() => resolve(false)));
  });
}

// Config files that must decide synchronously (Playwright's) ask a child Node process.
function runSync(expression) {
  const source = `import(${JSON.stringify(import.meta.url)}).then(async (m) => process.stdout.write(JSON.stringify(await ${expression})))`;
  const result = spawnSync(process.execPath, ["--input-type=module", "-e", source], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`ports: ${result.stderr.trim() || "child process failed"}`);
  return JSON.parse(result.stdout);
}

/** `freePort()` for code that cannot await. */
export function freePortSync() {
  return runSync("m.freePort()");
}

/** `portInUse()` for code that cannot await. */
export function portInUseSync(port) {
  return runSync(`m.portInUse(${Number(port)})`);
}

/** The message every runner prints when its configured port is taken. */
export function portTakenMessage(variable, port) {
  return (
    `${variable}=${port}: port ${port} is already in use by another program. ` +
    `This run starts its own server from this checkout's build and will not test someone else's. ` +
    `Stop that program, choose another port, or unset ${variable} to use a free port.`
  );
}

/**
 * The port a runner should serve on: `env[variable]` when set (refused with a clear error when taken),
 * otherwise one the OS hands out.
 */
export async function choosePort(variable, env = process.env) {
  const configured = env[variable];
  if (configured === undefined || configured === "") return freePort();
  const port = Number(configured);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`${variable}=${configured} is not a port number.`);
  if (await portInUse(port)) throw new Error(portTakenMessage(variable, port));
  return port;
}
