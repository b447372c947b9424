import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { makeClientDir } from "../feedback/test-helpers";
import { generatePassword, parseOfficeUserArgs, passwordFromStdin, runOfficeUser, UsageError } from "./cli";
import { checkNewPassword } from "./rules";
import { makeOfficeApp, type OfficeTestApp } from "./test-helpers";

describe("parseOfficeUserArgs", () => {
  it("reads each command with its options", () => {
    expect(parseOfficeUserArgs(["add", "Siti", "--role", "admin", "--name", "Siti Aminah", "--password-stdin"])).toEqual({
      command: "add",
      username: "Siti",
      role: "admin",
      displayName: "Siti Aminah",
      passwordStdin: true,
    });
    expect(parseOfficeUserArgs(["reset", "siti"])).toEqual({ command: "reset", username: "siti", role: undefined, displayName: undefined, passwordStdin: false });
    expect(parseOfficeUserArgs(["disable", "siti"])).toMatchObject({ command: "disable" });
    expect(parseOfficeUserArgs(["--help"])).toEqual({ help: true });
  });

  it.each([
    [[]],
    [["hapus", "siti"]],
    [["add"]],
    [["add", "siti", "lagi"]],
    [["add", "siti", "--role", "root"]],
    [["add", "siti", "--role"]],
    [["add", "siti", "--name", "--password-stdin"]],
    [["add", "siti", "--password"]],
    [["reset", "siti", "--role", "admin"]],
    [["disable", "siti", "--password-stdin"]],
  ])("refuses %j", (argv) => {
    expect(() => parseOfficeUserArgs(argv)).toThrow(UsageError);
  });
});

describe("generatePassword and passwordFromStdin", () => {
  it("generates strong, distinct passwords the account rules accept", () => {
    const passwords = new Set(Array.from({ length: 200 }, generatePassword));
    expect(passwords.size).toBe(200);
    for (const password of passwords) {
      expect(password).toMatch(/^[a-km-zA-HJ-NP-Z2-9]{6}-[a-km-zA-HJ-NP-Z2-9]{6}-[a-km-zA-HJ-NP-Z2-9]{6}$/);
      expect(checkNewPassword(password, "siti").ok).toBe(true);
    }
  });

  it("takes the first line of what is piped in", () => {
    expect(passwordFromStdin("rahasia sekali 1\n")).toBe("rahasia sekali 1");
    expect(passwordFromStdin("rahasia sekali 1\r\nbaris dua")).toBe("rahasia sekali 1");
    expect(passwordFromStdin("")).toBe("");
  });
});

describe("runOfficeUser", () => {
  let site: ReturnType<typeof makeClientDir>;
  let t: OfficeTestApp;
  beforeAll(() => {
    site = makeClientDir();
  });
  afterAll(() => site.remove());
  beforeEach(() => {
    t = makeOfficeApp(site.dir);
  });
  afterEach(() => t.close());

  it("adds, resets, disables and enables, each written to the audit log as done by cli", async () => {
    expect(await runOfficeUser(t.deps, { command: "add", username: "Admin", role: "admin", passwordStdin: true }, "sandi-admin-123")).toEqual({
      exitCode: 0,
      message: "Akun admin (admin, kua-coblong) dibuat.",
    });
    expect((await runOfficeUser(t.deps, { command: "add", username: "siti", displayName: "Siti Aminah", passwordStdin: false }, generatePassword())).exitCode).toBe(0);
    expect(t.deps.accounts.findByUsername("siti")).toMatchObject({ displayName: "Siti Aminah", role: "staf" });
    expect((await runOfficeUser(t.deps, { command: "reset", username: "siti", passwordStdin: true }, "sandi-baru-siti")).exitCode).toBe(0);
    expect((await runOfficeUser(t.deps, { command: "disable", username: "siti", passwordStdin: false })).exitCode).toBe(0);
    expect((await runOfficeUser(t.deps, { command: "enable", username: "siti", passwordStdin: false })).exitCode).toBe(0);

    const rows = t.db.prepare("SELECT actor, action, address, detail FROM office_audit ORDER BY id").all() as { actor: string; action: string; address: string; detail: string }[];
    expect(rows.map((row) => row.action)).toEqual(["akun-dibuat", "akun-dibuat", "sandi-diganti", "akun-dinonaktifkan", "akun-diaktifkan"]);
    expect(rows.every((row) => row.actor === "cli" && row.address === "cli")).toBe(true);
    expect(JSON.stringify(rows)).not.toMatch(/sandi-admin-123|sandi-baru-siti/);
  });

  it("refuses the last admin, an unknown account, a taken name and a short password, with exit code 1", async () => {
    await runOfficeUser(t.deps, { command: "add", username: "admin", role: "admin", passwordStdin: true }, "sandi-admin-123");
    const last = await runOfficeUser(t.deps, { command: "disable", username: "admin", passwordStdin: false });
    expect(last).toEqual({ exitCode: 1, message: expect.stringMatching(/admin aktif terakhir/) });
    expect((await runOfficeUser(t.deps, { command: "reset", username: "tidak.ada", passwordStdin: true }, "sandi-apa-saja")).exitCode).toBe(1);
    expect((await runOfficeUser(t.deps, { command: "add", username: "ADMIN", passwordStdin: true }, "sandi-lain-123")).message).toMatch(/sudah dipakai/);
    expect((await runOfficeUser(t.deps, { command: "add", username: "dewi", passwordStdin: true }, "pendek")).message).toMatch(/Kata sandi harus 10–200/);
    expect(t.deps.accounts.count()).toBe(1);
  });
});
