import { spawn } from "node:child_process";
import { createServer, type Server } from "node:http";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { choosePort, freePort, portInUse } from "./ports.mjs";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** A stranger's server: another build, another program. Counts the requests it is sent. */
async function strangerServer(): Promise<{ server: Server; port: number; requests: () => number }> {
  let requests = 0;
  const server = createServer((_request, response) => {
    requests++;
    response.end("<!doctype html><title>another build</title><h1>Bukan situs ini</h1>");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("no address");
  return { server, port: address.port, requests: () => requests };
}

function runPlaywright(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["node_modules/@playwright/test/cli.js", "test", "tests/e2e/not-found.spec.ts"], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe("ports", () => {
  it("hands out a port nothing listens on, and sees a taken one as taken", async () => {
    const port = await freePort();
    expect(await portInUse(port)).toBe(false);
    const stranger = await strangerServer();
    servers.push(stranger.server);
    expect(await portInUse(stranger.port)).toBe(true);
  });

  it("chooses a free port when none is configured, and refuses a configured port that is taken", async () => {
    const stranger = await strangerServer();
    servers.push(stranger.server);
    const chosen = await choosePort("AUDIT_PORT", {});
    expect(chosen).not.toBe(stranger.port);
    expect(await portInUse(chosen)).toBe(false);
    await expect(choosePort("AUDIT_PORT", { AUDIT_PORT: String(stranger.port) })).rejects.toThrow(
      `AUDIT_PORT=${stranger.port}: port ${stranger.port} is already in use by another program`,
    );
    await expect(choosePort("AUDIT_PORT", { AUDIT_PORT: "banyak" })).rejects.toThrow("is not a port number");
  });
});

describe("the browser tests never judge another server", () => {
  it.each([
    ["by default", { CI: "1" }],
    ["even when reuse is asked for in CI", { CI: "1", E2E_REUSE_SERVER: "1" }],
  ])("refuse a configured E2E_PORT that another program holds (%s)", async (_name, extra) => {
    const stranger = await strangerServer();
    servers.push(stranger.server);
    const { code, output } = await runPlaywright({ ...extra, E2E_PORT: String(stranger.port), E2E_PORT_RESOLVED: "" });
    expect(code).not.toBe(0);
    expect(output).toContain(`E2E_PORT=${stranger.port}: port ${stranger.port} is already in use by another program`);
    // Refused before any test ran: the stranger was never asked for a page.
    expect(output).not.toMatch(/\d+ passed/);
    expect(stranger.requests()).toBe(0);
  }, 60_000);
});
