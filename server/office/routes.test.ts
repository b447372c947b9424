import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { makeClientDir } from "../feedback/test-helpers";
import { hashSessionId } from "./sessions";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, SETUP_TOKEN_TTL_MS } from "./rules";
import { call, cookieOf, errorCode, makeOfficeApp, seedAccount, signIn, type OfficeTestApp } from "./test-helpers";

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

const PASSWORD = "kunci-wakaf-2026";
const MINUTE = 60_000;

const auditRows = () => t.db.prepare("SELECT * FROM office_audit ORDER BY id").all() as { actor: string; action: string; address: string; detail: string; account_id: number | null }[];
const sessionCount = () => (t.db.prepare("SELECT count(*) AS n FROM office_session").get() as { n: number }).n;

describe("first-run setup (POST /api/kantor/penyiapan)", () => {
  const setup = (token: unknown, username = "admin.kua") =>
    call(t, "/api/kantor/penyiapan", { method: "POST", body: { token, username, displayName: "Admin KUA", password: PASSWORD } });

  it("creates the first admin once, signs them in, and refuses the same token again", async () => {
    const token = t.app.issueOfficeSetupToken()!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const first = await setup(token);
    expect(first.status).toBe(200);
    const body = (await first.json()) as { account: Record<string, unknown>; csrfToken: string };
    expect(body.account).toMatchObject({ username: "admin.kua", displayName: "Admin KUA", role: "admin", officeId: "kua-coblong" });
    expect(body.account).not.toHaveProperty("passwordHash");
    const cookie = cookieOf(first)!;
    expect((await call(t, "/api/kantor/sesi", { cookie })).status).toBe(200);

    const second = await setup(token, "admin.kedua");
    expect(second.status).toBe(409);
    expect(await errorCode(second)).toBe("setup_closed");
    expect(t.deps.accounts.count()).toBe(1);
    // With an account, no new link is issued.
    expect(t.app.issueOfficeSetupToken()).toBeUndefined();
    expect(auditRows().map((row) => [row.action, row.actor])).toEqual([["penyiapan-pertama", "admin.kua"], ["masuk", "admin.kua"]]);
    expect(auditRows()[0]!.account_id).toBe(t.deps.accounts.findByUsername("admin.kua")!.id);
  });

  it("refuses a wrong token and an expired one, and a token once spent", async () => {
    const token = t.app.issueOfficeSetupToken()!;
    const wrong = await setup(`${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`);
    expect(wrong.status).toBe(403);
    expect(await errorCode(wrong)).toBe("setup_token_invalid");
    expect((await setup(undefined)).status).toBe(403);

    t.clock.advance(SETUP_TOKEN_TTL_MS);
    const expired = await setup(token);
    expect(expired.status).toBe(403);
    expect(t.deps.accounts.count()).toBe(0);

    // A new link (a restart) works; a field error does not spend it.
    const fresh = t.app.issueOfficeSetupToken()!;
    const bad = await call(t, "/api/kantor/penyiapan", { method: "POST", body: { token: fresh, username: "admin", password: "pendek" } });
    expect(bad.status).toBe(400);
    expect(await errorCode(bad)).toBe("invalid_field");
    expect((await setup(fresh)).status).toBe(200);
  });

  it("is refused when an account already exists, even with a live token", async () => {
    const token = t.app.issueOfficeSetupToken()!;
    await seedAccount(t, "staf.satu", PASSWORD, "admin");
    const response = await setup(token);
    expect(response.status).toBe(409);
    expect(t.deps.accounts.count()).toBe(1);
  });
});

describe("sign-in (POST /api/kantor/masuk)", () => {
  beforeEach(async () => {
    await seedAccount(t, "siti", PASSWORD, "staf");
    const off = await seedAccount(t, "nonaktif", PASSWORD, "staf");
    t.deps.accounts.setDisabled(off.id, true, new Date());
  });

  const attempt = (username: string, password: string, headers: Record<string, string> = {}) =>
    call(t, "/api/kantor/masuk", { method: "POST", body: { username, password }, headers });

  it("signs in with the right password (name in any case) and answers who it is", async () => {
    const response = await attempt("SITI", PASSWORD);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { account: Record<string, unknown>; csrfToken: string };
    expect(body.account).toEqual(expect.objectContaining({ username: "siti", role: "staf", officeId: "kua-coblong" }));
    expect(body.csrfToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(body)).not.toContain("scrypt");
  });

  it("answers a wrong password, an unknown name and a disabled account alike, each after one password check", async () => {
    const answers = [];
    for (const [name, password] of [["siti", "salah-sekali-123"], ["tidak.ada", PASSWORD], ["nonaktif", PASSWORD]] as const) {
      const before = t.checks();
      const response = await attempt(name, password);
      expect(t.checks() - before).toBe(1);
      answers.push({ status: response.status, body: await response.text(), cookie: response.headers.get("set-cookie") });
    }
    expect(answers[0]).toEqual({ status: 401, body: answers[0]!.body, cookie: null });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
    expect(JSON.parse(answers[0]!.body)).toEqual({ error: { code: "invalid_credentials", message: "Nama pengguna atau kata sandi salah." } });
  });

  it("lets a guessing run of 100 attempts in a minute check at most 5 passwords, then answers 429 with Retry-After", async () => {
    const before = t.checks();
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let index = 0; index < 100; index += 1) {
      const response = await attempt("siti", `tebakan-ke-${index}`);
      statuses.push(response.status);
      if (response.status === 429) retryAfter ??= response.headers.get("retry-after");
      t.clock.advance(600); // 100 attempts in 60 s
    }
    expect(t.checks() - before).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 401)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(95);
    expect(Number(retryAfter)).toBeGreaterThanOrEqual(1);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    // Even the right password is not checked while blocked.
    expect((await attempt("siti", PASSWORD)).status).toBe(429);
  });

  it("makes each block longer (an hour of guessing checks only a handful of passwords)", async () => {
    const before = t.checks();
    // Retry-After of the first refusal after each failure: the length of each new block.
    const blocks: number[] = [];
    let previous = 0;
    for (let second = 0; second < 3600; second += 5) {
      const response = await attempt("siti", `tebakan-${second}`);
      if (response.status === 429 && previous === 401) blocks.push(Number(response.headers.get("retry-after")));
      previous = response.status;
      t.clock.advance(5000);
    }
    expect(blocks.slice(0, 5)).toEqual([55, 115, 235, 475, 955]);
    expect(t.checks() - before).toBeLessThanOrEqual(11);
  });

  it("also limits one address trying many names, and a success resets the account's counter", async () => {
    for (let index = 0; index < 4; index += 1) expect((await attempt("siti", `salah-${index}`)).status).toBe(401);
    expect((await attempt("siti", PASSWORD)).status).toBe(200);
    // The account's count is back to zero; the address still has 4 failures: one more blocks it.
    expect((await attempt("tidak.ada.1", "salah-sekali")).status).toBe(401);
    const blocked = await attempt("tidak.ada.2", "salah-sekali");
    expect(blocked.status).toBe(429);
    expect(await errorCode(blocked)).toBe("too_many_attempts");
    expect(blocked.headers.get("retry-after")).toBe("60");
    t.clock.advance(MINUTE);
    expect((await attempt("siti", PASSWORD)).status).toBe(200);
  });

  it("refuses a body that is not JSON", async () => {
    const response = await t.app.request("http://localhost/api/kantor/masuk", {
      method: "POST",
      headers: { Origin: "http://localhost", "Content-Type": "application/x-www-form-urlencoded" },
      body: "username=siti&password=x",
    });
    expect(response.status).toBe(415);
  });
});

describe("sessions", () => {
  beforeEach(async () => {
    await seedAccount(t, "siti", PASSWORD, "staf");
  });

  it("sets an HttpOnly, SameSite=Strict, Path=/ cookie without Secure on http://localhost", async () => {
    const response = await call(t, "/api/kantor/masuk", { method: "POST", body: { username: "siti", password: PASSWORD } });
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^kantor_sesi=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Secure/);
    expect(cookie).not.toMatch(/Domain/i);
  });

  it("uses __Host- and Secure over HTTPS (X-Forwarded-Proto behind a trusted proxy, not otherwise)", async () => {
    const proxied = makeOfficeApp(site.dir, { trustProxy: true });
    try {
      await seedAccount(proxied, "siti", PASSWORD);
      const response = await call(proxied, "/api/kantor/masuk", { method: "POST", body: { username: "siti", password: PASSWORD }, headers: { "X-Forwarded-Proto": "https" } });
      const cookie = response.headers.get("set-cookie")!;
      expect(cookie).toMatch(/^__Host-kantor_sesi=[A-Za-z0-9_-]{43};/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Strict/);
      expect(cookie).toMatch(/; Path=\//);
      const session = await call(proxied, "/api/kantor/sesi", { cookie: cookieOf(response), headers: { "X-Forwarded-Proto": "https" } });
      expect(session.status).toBe(200);
    } finally {
      proxied.close();
    }
    // Without trustProxy the header is the client's word: plain cookie.
    const direct = await call(t, "/api/kantor/masuk", { method: "POST", body: { username: "siti", password: PASSWORD }, headers: { "X-Forwarded-Proto": "https" } });
    expect(direct.headers.get("set-cookie")).toMatch(/^kantor_sesi=/);
    // A request that really is HTTPS.
    const tls = await t.app.request("https://localhost/api/kantor/masuk", {
      method: "POST",
      headers: { Origin: "https://localhost", "Content-Type": "application/json" },
      body: JSON.stringify({ username: "siti", password: PASSWORD }),
    });
    expect(tls.headers.get("set-cookie")).toMatch(/^__Host-kantor_sesi=.*; Secure/);
  });

  it("gives a new session id at every sign-in and ends the one the browser had", async () => {
    const first = await signIn(t, "siti", PASSWORD);
    const again = await call(t, "/api/kantor/masuk", { method: "POST", body: { username: "siti", password: PASSWORD }, cookie: first.cookie });
    const second = cookieOf(again)!;
    expect(second).not.toBe(first.cookie);
    expect((await call(t, "/api/kantor/sesi", { cookie: first.cookie })).status).toBe(401);
    expect((await call(t, "/api/kantor/sesi", { cookie: second })).status).toBe(200);
    expect(sessionCount()).toBe(1);
  });

  it("stores only the SHA-256 of the session id", async () => {
    const { cookie } = await signIn(t, "siti", PASSWORD);
    const id = cookie.split("=")[1]!;
    const rows = t.db.prepare("SELECT id_hash FROM office_session").all() as { id_hash: string }[];
    expect(rows).toEqual([{ id_hash: hashSessionId(id) }]);
    expect(JSON.stringify(t.db.prepare("SELECT * FROM office_session").all())).not.toContain(id);
  });

  it("GET /sesi answers who is signed in and the CSRF token", async () => {
    const { cookie, csrf } = await signIn(t, "siti", PASSWORD);
    const response = await call(t, "/api/kantor/sesi", { cookie });
    expect(await response.json()).toEqual({
      account: expect.objectContaining({ username: "siti", displayName: "Nama siti", role: "staf", officeId: "kua-coblong" }),
      csrfToken: csrf,
      idleExpiresAt: new Date(t.clock.now + SESSION_IDLE_MS).toISOString(),
      expiresAt: new Date(t.clock.now + SESSION_ABSOLUTE_MS).toISOString(),
    });
  });

  it("ends after 30 idle minutes, and clears the cookie", async () => {
    const { cookie } = await signIn(t, "siti", PASSWORD);
    t.clock.advance(SESSION_IDLE_MS - 1000);
    expect((await call(t, "/api/kantor/sesi", { cookie })).status).toBe(200);
    t.clock.advance(SESSION_IDLE_MS - 1000);
    expect((await call(t, "/api/kantor/sesi", { cookie })).status).toBe(200);
    t.clock.advance(SESSION_IDLE_MS);
    const expired = await call(t, "/api/kantor/sesi", { cookie });
    expect(expired.status).toBe(401);
    expect(await errorCode(expired)).toBe("not_signed_in");
    expect(expired.headers.get("set-cookie")).toMatch(/^kantor_sesi=; Max-Age=0/);
    expect(sessionCount()).toBe(0);
  });

  it("ends after 12 hours however active", async () => {
    const { cookie } = await signIn(t, "siti", PASSWORD);
    for (let elapsed = 0; elapsed < SESSION_ABSOLUTE_MS - 20 * MINUTE; elapsed += 20 * MINUTE) {
      t.clock.advance(20 * MINUTE);
      expect((await call(t, "/api/kantor/sesi", { cookie })).status).toBe(200);
    }
    t.clock.advance(20 * MINUTE);
    expect((await call(t, "/api/kantor/sesi", { cookie })).status).toBe(401);
  });

  it("refuses a tampered, unknown or missing cookie with 401 and clears it", async () => {
    const { cookie } = await signIn(t, "siti", PASSWORD);
    const tampered = `${cookie.slice(0, -2)}${cookie.endsWith("AA") ? "BB" : "AA"}`;
    for (const sent of [tampered, "kantor_sesi=tidak-ada", "kantor_sesi="]) {
      const response = await call(t, "/api/kantor/sesi", { cookie: sent });
      expect(response.status).toBe(401);
      expect(response.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    }
    expect((await call(t, "/api/kantor/sesi")).status).toBe(401);
  });

  it("sign-out ends this session on the server; sign-out everywhere ends all of them", async () => {
    const a = await signIn(t, "siti", PASSWORD);
    const b = await signIn(t, "siti", PASSWORD);
    const c = await signIn(t, "siti", PASSWORD);
    const out = await call(t, "/api/kantor/keluar", { method: "POST", cookie: a.cookie, csrf: a.csrf });
    expect(out.status).toBe(204);
    expect(out.headers.get("set-cookie")).toMatch(/Max-Age=0/);
    // The old cookie, replayed, no longer works: the session is gone on the server.
    expect((await call(t, "/api/kantor/sesi", { cookie: a.cookie })).status).toBe(401);
    expect((await call(t, "/api/kantor/sesi", { cookie: b.cookie })).status).toBe(200);

    expect((await call(t, "/api/kantor/keluar-semua", { method: "POST", cookie: b.cookie, csrf: b.csrf })).status).toBe(204);
    expect((await call(t, "/api/kantor/sesi", { cookie: b.cookie })).status).toBe(401);
    expect((await call(t, "/api/kantor/sesi", { cookie: c.cookie })).status).toBe(401);
    expect(sessionCount()).toBe(0);
  });

  it("ends the sessions of an account that is disabled", async () => {
    const admin = await seedAccount(t, "admin", PASSWORD, "admin");
    const siti = await signIn(t, "siti", PASSWORD);
    const boss = await signIn(t, admin.username, PASSWORD);
    expect((await call(t, "/api/kantor/akun/siti/nonaktifkan", { method: "POST", cookie: boss.cookie, csrf: boss.csrf })).status).toBe(200);
    expect((await call(t, "/api/kantor/sesi", { cookie: siti.cookie })).status).toBe(401);
  });
});

describe("Origin and CSRF on state-changing requests", () => {
  let session: { cookie: string; csrf: string };
  beforeEach(async () => {
    await seedAccount(t, "siti", PASSWORD, "staf");
    session = await signIn(t, "siti", PASSWORD);
  });

  it("refuses sign-out without a CSRF token or with a wrong one (403), and keeps the session", async () => {
    const missing = await call(t, "/api/kantor/keluar", { method: "POST", cookie: session.cookie });
    expect(missing.status).toBe(403);
    expect(await errorCode(missing)).toBe("csrf_invalid");
    const wrong = await call(t, "/api/kantor/keluar", { method: "POST", cookie: session.cookie, csrf: `${session.csrf}x` });
    expect(wrong.status).toBe(403);
    // Another session's token is not this session's.
    const other = await signIn(t, "siti", PASSWORD);
    expect((await call(t, "/api/kantor/keluar", { method: "POST", cookie: session.cookie, csrf: other.csrf })).status).toBe(403);
    expect((await call(t, "/api/kantor/sesi", { cookie: session.cookie })).status).toBe(200);
  });

  it("refuses a cross-site Origin, a null Origin and a request with neither Origin nor Sec-Fetch-Site", async () => {
    for (const origin of ["https://jahat.example", "http://localhost.jahat.example", "null"]) {
      const response = await call(t, "/api/kantor/keluar", { method: "POST", cookie: session.cookie, csrf: session.csrf, origin });
      expect(response.status).toBe(403);
      expect(await errorCode(response)).toBe("cross_origin");
    }
    const signInFromElsewhere = await call(t, "/api/kantor/masuk", { method: "POST", body: { username: "siti", password: PASSWORD }, origin: "https://jahat.example" });
    expect(signInFromElsewhere.status).toBe(403);
    const bare = await call(t, "/api/kantor/keluar", { method: "POST", cookie: session.cookie, csrf: session.csrf, origin: null });
    expect(bare.status).toBe(403);
    const crossFetch = await call(t, "/api/kantor/keluar", { method: "POST", cookie: session.cookie, csrf: session.csrf, headers: { "Sec-Fetch-Site": "same-site" } });
    expect(crossFetch.status).toBe(403);
    expect((await call(t, "/api/kantor/sesi", { cookie: session.cookie })).status).toBe(200);
  });

  it("accepts Sec-Fetch-Site: same-origin when Origin is absent", async () => {
    const response = await call(t, "/api/kantor/keluar", { method: "POST", cookie: session.cookie, csrf: session.csrf, origin: null, headers: { "Sec-Fetch-Site": "same-origin" } });
    expect(response.status).toBe(204);
  });
});

describe("roles and accounts (/api/kantor/akun)", () => {
  let admin: { cookie: string; csrf: string };
  let staf: { cookie: string; csrf: string };
  beforeEach(async () => {
    await seedAccount(t, "admin", PASSWORD, "admin");
    await seedAccount(t, "siti", PASSWORD, "staf");
    admin = await signIn(t, "admin", PASSWORD);
    staf = await signIn(t, "siti", PASSWORD);
  });
  const as = (who: { cookie: string; csrf: string }, path: string, method = "GET", body?: unknown) => call(t, path, { method, body, cookie: who.cookie, csrf: who.csrf });

  it("refuses every admin endpoint to staf with 403", async () => {
    const attempts = [
      as(staf, "/api/kantor/akun"),
      as(staf, "/api/kantor/akun", "POST", { username: "baru", password: PASSWORD }),
      as(staf, "/api/kantor/akun/admin/sandi", "POST", { password: "sandi-baru-sekali" }),
      as(staf, "/api/kantor/akun/admin/nonaktifkan", "POST"),
      as(staf, "/api/kantor/akun/siti/aktifkan", "POST"),
      as(staf, "/api/kantor/audit"),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(403);
      expect(await errorCode(response)).toBe("admin_only");
    }
    expect(t.deps.accounts.count()).toBe(2);
  });

  it("lets an admin list, add (with a role), reset a password, disable and enable accounts", async () => {
    const added = await as(admin, "/api/kantor/akun", "POST", { username: "Budi.S", displayName: "Budi Santoso", role: "admin", password: "sandi-budi-2026" });
    expect(added.status).toBe(201);
    expect(await added.json()).toEqual({ account: expect.objectContaining({ username: "budi.s", role: "admin", officeId: "kua-coblong", disabled: false }) });
    const taken = await as(admin, "/api/kantor/akun", "POST", { username: "BUDI.S", password: "sandi-budi-2026" });
    expect(taken.status).toBe(409);
    expect(await errorCode(taken)).toBe("username_taken");
    for (const [body, field] of [
      [{ username: "ab", password: PASSWORD }, "username"],
      [{ username: "nama spasi", password: PASSWORD }, "username"],
      [{ username: "dewi", password: "pendek" }, "password"],
      [{ username: "dewi", password: "x".repeat(201) }, "password"],
      [{ username: "dewi", password: PASSWORD, role: "root" }, "role"],
    ] as const) {
      const refused = await as(admin, "/api/kantor/akun", "POST", body);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: { field: string } }).error.field).toBe(field);
    }

    const list = (await (await as(admin, "/api/kantor/akun")).json()) as { accounts: { username: string }[] };
    expect(list.accounts.map((account) => account.username)).toEqual(["admin", "budi.s", "siti"]);
    expect(JSON.stringify(list)).not.toMatch(/scrypt|hash/i);

    expect((await as(admin, "/api/kantor/akun/siti/sandi", "POST", { password: "sandi-baru-siti" })).status).toBe(200);
    expect((await call(t, "/api/kantor/sesi", { cookie: staf.cookie })).status).toBe(401);
    await signIn(t, "siti", "sandi-baru-siti");

    expect((await as(admin, "/api/kantor/akun/siti/nonaktifkan", "POST")).status).toBe(200);
    expect((await call(t, "/api/kantor/masuk", { method: "POST", body: { username: "siti", password: "sandi-baru-siti" } })).status).toBe(401);
    expect((await as(admin, "/api/kantor/akun/siti/aktifkan", "POST")).status).toBe(200);
    await signIn(t, "siti", "sandi-baru-siti");
    expect((await as(admin, "/api/kantor/akun/tidak.ada/aktifkan", "POST")).status).toBe(404);
  });

  it("lets anyone change their own password with the current one; other sessions end, this one stays", async () => {
    const laptop = await signIn(t, "siti", PASSWORD);
    const wrong = await as(staf, "/api/kantor/sandi", "POST", { currentPassword: "bukan-sandinya-1", newPassword: "sandi-siti-baru-9" });
    expect(wrong.status).toBe(400);
    expect(await errorCode(wrong)).toBe("wrong_current_password");
    const short = await as(staf, "/api/kantor/sandi", "POST", { currentPassword: PASSWORD, newPassword: "pendek" });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { error: { field: string } }).error.field).toBe("password");
    const noToken = await call(t, "/api/kantor/sandi", { method: "POST", body: { currentPassword: PASSWORD, newPassword: "sandi-siti-baru-9" }, cookie: staf.cookie });
    expect(noToken.status).toBe(403);

    const changed = await as(staf, "/api/kantor/sandi", "POST", { currentPassword: PASSWORD, newPassword: "sandi-siti-baru-9" });
    expect(changed.status).toBe(204);
    expect((await call(t, "/api/kantor/sesi", { cookie: staf.cookie })).status).toBe(200);
    expect((await call(t, "/api/kantor/sesi", { cookie: laptop.cookie })).status).toBe(401);
    expect((await call(t, "/api/kantor/masuk", { method: "POST", body: { username: "siti", password: PASSWORD } })).status).toBe(401);
    await signIn(t, "siti", "sandi-siti-baru-9");
    const { entries } = t.deps.audit.list();
    expect(entries.find((entry) => entry.action === "sandi-sendiri-diganti")).toMatchObject({ actor: "siti", detail: { akun: "siti", sesiLainDiakhiri: 1 } });
  });

  it("does not let an admin disable themself, nor the last admin be disabled", async () => {
    const self = await as(admin, "/api/kantor/akun/admin/nonaktifkan", "POST");
    expect(self.status).toBe(409);
    expect(await errorCode(self)).toBe("cannot_disable_self");
    // A second admin may disable the first while two are enabled, but not the last one left.
    await seedAccount(t, "admin2", PASSWORD, "admin");
    const second = await signIn(t, "admin2", PASSWORD);
    expect((await as(second, "/api/kantor/akun/admin/nonaktifkan", "POST")).status).toBe(200);
    const { setAccountDisabled } = await import("./account-service");
    const last = setAccountDisabled(t.deps, "admin2", true, { actor: { name: "cli" }, address: "cli" });
    expect(last).toEqual({ ok: false, refusal: "last_admin" });
    expect(t.deps.accounts.countEnabledAdmins()).toBe(1);
  });
});

describe("audit log", () => {
  it("records every action with who, when (UTC), where and what, never a password or a token, newest first", async () => {
    const token = t.app.issueOfficeSetupToken()!;
    const setup = await call(t, "/api/kantor/penyiapan", {
      method: "POST",
      body: { token, username: "admin", displayName: "Admin", password: PASSWORD },
      headers: { "X-Forwarded-For": "10.0.0.9" },
    });
    const admin = { cookie: cookieOf(setup)!, csrf: ((await setup.json()) as { csrfToken: string }).csrfToken };
    const as = (path: string, body?: unknown) => call(t, path, { method: "POST", body, cookie: admin.cookie, csrf: admin.csrf });
    await as("/api/kantor/akun", { username: "siti", password: "sandi-siti-rahasia", role: "staf" });
    await call(t, "/api/kantor/masuk", { method: "POST", body: { username: "siti", password: "tebakan-salah-1" } });
    await call(t, "/api/kantor/masuk", { method: "POST", body: { username: "orang.lain", password: "rahasia-di-kolom-nama" } });
    await as("/api/kantor/akun/siti/sandi", { password: "sandi-siti-baru-9" });
    await as("/api/kantor/akun/siti/nonaktifkan");
    await as("/api/kantor/akun/siti/aktifkan");
    const siti = await signIn(t, "siti", "sandi-siti-baru-9");
    await call(t, "/api/kantor/keluar", { method: "POST", cookie: siti.cookie, csrf: siti.csrf });
    await as("/api/kantor/keluar-semua");

    const rows = auditRows();
    expect(rows.map((row) => [row.action, row.actor])).toEqual([
      ["penyiapan-pertama", "admin"],
      ["masuk", "admin"],
      ["akun-dibuat", "admin"],
      ["gagal-masuk", "siti"],
      ["gagal-masuk", "—"],
      ["sandi-diganti", "admin"],
      ["akun-dinonaktifkan", "admin"],
      ["akun-diaktifkan", "admin"],
      ["masuk", "siti"],
      ["keluar", "siti"],
      ["keluar-semua", "admin"],
    ]);
    expect(rows.every((row) => row.address === "unknown")).toBe(true);
    expect(JSON.parse(rows[2]!.detail)).toEqual({ akun: "siti", peran: "staf", kantor: "kua-coblong" });
    const everything = JSON.stringify(t.db.prepare("SELECT * FROM office_audit").all());
    for (const secret of [PASSWORD, "sandi-siti-rahasia", "tebakan-salah-1", "rahasia-di-kolom-nama", "orang.lain", "sandi-siti-baru-9", admin.csrf, admin.cookie.split("=")[1]!, token]) {
      expect(everything).not.toContain(secret);
    }

    // Admin-only reading, newest first, paged. (Sign in again: keluar-semua ended the admin's sessions.)
    const again = await signIn(t, "admin", PASSWORD);
    const page = await call(t, "/api/kantor/audit?halaman=1&per=3", { cookie: again.cookie });
    const body = (await page.json()) as { entries: { action: string; at: string }[]; total: number; page: number; perPage: number };
    expect(body.total).toBe(12);
    expect(body.entries.map((entry) => entry.action)).toEqual(["masuk", "keluar-semua", "keluar"]);
    expect(body.entries[0]!.at).toBe(new Date(t.clock.now).toISOString());
    const last = (await (await call(t, "/api/kantor/audit?halaman=4&per=3", { cookie: again.cookie })).json()) as { entries: { action: string }[] };
    expect(last.entries.map((entry) => entry.action)).toEqual(["akun-dibuat", "masuk", "penyiapan-pertama"]);
  });

  it("records the client address from X-Forwarded-For only with trustProxy", async () => {
    const proxied = makeOfficeApp(site.dir, { trustProxy: true });
    try {
      await call(proxied, "/api/kantor/masuk", { method: "POST", body: { username: "siapa", password: "salah-sekali" }, headers: { "X-Forwarded-For": "1.2.3.4, 10.0.0.7" } });
      expect(proxied.db.prepare("SELECT address FROM office_audit").all()).toEqual([{ address: "10.0.0.7" }]);
    } finally {
      proxied.close();
    }
    await call(t, "/api/kantor/masuk", { method: "POST", body: { username: "siapa", password: "salah-sekali" }, headers: { "X-Forwarded-For": "10.0.0.7" } });
    expect(auditRows().map((row) => row.address)).toEqual(["unknown"]);
  });
});

describe("headers of the console", () => {
  it("every /api/kantor answer is no-store, noindex, and not framable", async () => {
    await seedAccount(t, "siti", PASSWORD);
    const answers = [
      await call(t, "/api/kantor/sesi"),
      await call(t, "/api/kantor/masuk", { method: "POST", body: { username: "siti", password: PASSWORD } }),
      await call(t, "/api/kantor/tidak-ada"),
      await call(t, "/api/kantor/keluar", { method: "POST", origin: "https://jahat.example" }),
    ];
    expect(answers.map((response) => response.status)).toEqual([401, 200, 404, 403]);
    for (const response of answers) {
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
      expect(response.headers.get("x-frame-options")).toBe("DENY");
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    }
  });

  it("the /kantor pages are no-store and noindex (the 404 page for now)", async () => {
    for (const path of ["/kantor", "/kantor/", "/kantor/penyiapan", "/kantor/akun/baru"]) {
      const response = await t.app.request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
      expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    }
    // Other pages keep their own caching and are indexable.
    const home = await t.app.request("/");
    expect(home.headers.get("x-robots-tag")).toBeNull();
    expect(home.headers.get("cache-control")).not.toBe("no-store");
    expect((await t.app.request("/kantoran")).headers.get("x-robots-tag")).toBeNull();
  });
});
