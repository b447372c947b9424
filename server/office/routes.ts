// The office console's API, mounted at /api/kantor (decision 140). Accounts, sign-in, sessions, CSRF,
// roles and the audit log; each piece lives in its own module, this file puts them in order.
import type Database from "better-sqlite3";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { clientAddress, requestHost } from "../request-info";
import { addAccount, changeOwnPassword, resetPassword, setAccountDisabled, type OfficeDeps, type Outcome, type Requester } from "./account-service";
import { createAccountStore, type Account } from "./accounts";
import { createAuditLog, NOBODY, type Actor } from "./audit";
import { contentApi, type ContentApiDeps } from "./content/routes";
import { clearSessionCookie, readSessionCookie, writeSessionCookie } from "./cookies";
import { officeError, officeFieldError, type OFFICE_ERRORS } from "./errors";
import { inboxApi } from "./inbox/routes";
import { mediaApi, type MediaApiDeps } from "./media/routes";
import { createPasswordHasher, type PasswordHasher } from "./password";
import { registerApi } from "./register/routes";
import { releasesApi, type ReleasesApiDeps } from "./releases/routes";
import { isSameOrigin, tokensMatch, UNSAFE_METHODS } from "./request-guard";
import { checkDisplayName, checkNewPassword, normalizeUsername, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "./rules";
import { createSessionStore } from "./sessions";
import { createSetupTokens } from "./setup-token";
import type { PublicAccount } from "../../app/lib/office/account";
import type { ErrorStatus, OfficeEnv, OfficeRouteKit } from "./route-kit";
import { createSignInThrottle, DEFAULT_THROTTLE, type ThrottleOptions } from "./throttle";

export const OFFICE_API_BASE = "/api/kantor";
/** Paths that change state without a session (and so without a CSRF token); the Origin check still applies. */
const NO_SESSION_PATHS = new Set(["/masuk", "/penyiapan"]);
const MAX_BODY_BYTES = 8 * 1024;
/** Paths whose body is a file, not JSON: exempt from MAX_BODY_BYTES, their part sets its own limit (register: 5 MB, images: 15 MB). */
const FILE_BODY_PATHS = new Set(["/register/unggah", "/gambar"]);
const AUDIT_PAGE_MAX = 200;

export interface OfficeApiOptions {
  /** The portal's database (migrated: openOfficeDatabase, or migrate() on an in-memory one in tests). */
  db: Database.Database;
  /** Client address and host from our own reverse proxy's X-Forwarded-* headers (TRUST_PROXY=1). */
  trustProxy?: boolean;
  /** Milliseconds since the epoch; tests pass a fake clock. */
  now?: () => number;
  /** Tests pass cheaper scrypt parameters, or count the checks. */
  hasher?: PasswordHasher;
  throttle?: ThrottleOptions;
  /** The content files and their published data (/konten, decision 141); without it those paths answer 404. */
  content?: ContentApiDeps;
  /** The publisher of releases (/terbitan, decision 141); without it those paths answer 404. */
  releases?: ReleasesApiDeps;
  /** The media folder of PORTAL_DATA_DIR (/gambar, issue 34); without it those paths answer 404. */
  media?: MediaApiDeps;
}

export interface OfficeApi {
  api: Hono<Env>;
  /** A fresh one-time setup token while there is no account (else undefined); only its hash is kept. */
  issueSetupToken(): string | undefined;
  deps: OfficeDeps;
}

type Env = OfficeEnv;

const publicAccount = (account: Account): PublicAccount => ({
  username: account.username,
  displayName: account.displayName,
  role: account.role,
  officeId: account.officeId,
  disabled: account.disabled,
  createdAt: account.createdAt,
  updatedAt: account.updatedAt,
});

const REFUSAL_STATUS = { username_taken: 409, account_not_found: 404, cannot_disable_self: 409, last_admin: 409 } as const;

export function officeApi({ db, trustProxy = false, now = Date.now, hasher = createPasswordHasher(), throttle = DEFAULT_THROTTLE, content, releases, media }: OfficeApiOptions): OfficeApi {
  const accounts = createAccountStore(db);
  const sessions = createSessionStore(db);
  const audit = createAuditLog(db);
  const deps: OfficeDeps = { accounts, sessions, audit, hasher, now };
  const guard = createSignInThrottle(throttle);
  const setupTokens = createSetupTokens();
  // Made now, so that the first unknown name is not answered slower than later ones.
  void hasher.dummyHash();

  const api = new Hono<Env>();
  const fail = (c: Context, code: keyof typeof OFFICE_ERRORS, status: ErrorStatus) => c.json(officeError(code), status);
  const address = (c: Context) => clientAddress(c, trustProxy);
  const requester = (c: Context<Env>): Requester => {
    const account = c.get("account");
    return { actor: { accountId: account.id, name: account.username }, address: address(c) };
  };
  const answer = <T>(c: Context, outcome: Outcome<T>, ok: (value: T) => Response): Response => {
    if (outcome.ok) return ok(outcome.value);
    if ("field" in outcome) return c.json(officeFieldError(outcome.field), 400);
    return fail(c, outcome.refusal, REFUSAL_STATUS[outcome.refusal]);
  };

  /** The live session of the request's cookie, with its (enabled) account; else the cookie is cleared. */
  const loadSession = (c: Context<Env>): boolean => {
    const id = readSessionCookie(c, trustProxy);
    const session = id ? sessions.find(id, now()) : undefined;
    const account = session ? accounts.findById(session.accountId) : undefined;
    if (!session || !account || account.disabled) {
      if (session) sessions.end(session.idHash);
      if (id !== undefined) clearSessionCookie(c, trustProxy);
      return false;
    }
    c.set("session", session);
    c.set("account", account);
    return true;
  };

  // Every state-changing request: from a page of this origin, then (apart from sign-in and setup) from
  // a signed-in session that sends its CSRF token. New routes get both without asking.
  api.use("*", async (c, next) => {
    if (!UNSAFE_METHODS.has(c.req.method)) return next();
    const origin = { origin: c.req.header("origin"), secFetchSite: c.req.header("sec-fetch-site"), host: requestHost(c, trustProxy) };
    if (!isSameOrigin(origin)) return fail(c, "cross_origin", 403);
    if (NO_SESSION_PATHS.has(c.req.path.slice(OFFICE_API_BASE.length))) return next();
    if (!loadSession(c)) return fail(c, "not_signed_in", 401);
    if (!tokensMatch(c.req.header("x-csrf-token"), c.get("session").csrfToken)) return fail(c, "csrf_invalid", 403);
    return next();
  });
  const jsonBodyLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => fail(c, "payload_too_large", 413) });
  api.use("*", (c, next) => (FILE_BODY_PATHS.has(c.req.path.slice(OFFICE_API_BASE.length)) ? next() : jsonBodyLimit(c, next)));

  const signedIn: MiddlewareHandler<Env> = async (c, next) => {
    if (!c.get("session") && !loadSession(c)) return fail(c, "not_signed_in", 401);
    return next();
  };
  const adminOnly: MiddlewareHandler<Env> = async (c, next) => {
    if (c.get("account").role !== "admin") return fail(c, "admin_only", 403);
    return next();
  };

  /** The JSON object of the body, or the answer that refuses it. */
  const readJson = async (c: Context): Promise<Record<string, unknown> | Response> => {
    const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
    if (type !== "application/json") return fail(c, "unsupported_media_type", 415);
    try {
      const body: unknown = JSON.parse(await c.req.text());
      if (body && typeof body === "object" && !Array.isArray(body)) return body as Record<string, unknown>;
    } catch {
      // answered below
    }
    return fail(c, "invalid_json", 400);
  };

  const kit: OfficeRouteKit = { db, audit, now, fail, readJson, requester, signedIn, adminOnly };
  api.route("/konten", contentApi(kit, content));
  api.route("/terbitan", releasesApi(kit, releases));
  api.route("/masukan", inboxApi(kit));
  api.route("/register", registerApi(kit, content));
  api.route("/gambar", mediaApi(kit, media));

  /** Starts a session (ending the one the browser had, if any: a new id at every sign-in). */
  const startSession = (c: Context<Env>, account: Account) => {
    const old = readSessionCookie(c, trustProxy);
    if (old) {
      const previous = sessions.find(old, now());
      if (previous) sessions.end(previous.idHash);
    }
    const { id, csrfToken } = sessions.create(account.id, now());
    writeSessionCookie(c, id, trustProxy);
    audit.record("masuk", { actor: { accountId: account.id, name: account.username }, address: address(c), at: new Date(now()) });
    return c.json({ account: publicAccount(account), csrfToken });
  };

  api.post("/masuk", async (c) => {
    const body = await readJson(c);
    if (body instanceof Response) return body;
    const username = normalizeUsername(body.username);
    const password = typeof body.password === "string" ? body.password : "";
    const from = address(c);
    // An unknown name is counted under what was typed (cut short), so guessing names is limited too.
    const nameKey = `akun:${username ?? String(body.username ?? "").trim().toLowerCase().slice(0, 60)}`;
    const keys = [nameKey, `alamat:${from}`];
    const allowed = guard.check(keys, now());
    if (!allowed.allowed) {
      c.header("Retry-After", String(allowed.retryAfterSeconds));
      return fail(c, "too_many_attempts", 429);
    }

    const account = username ? accounts.findByUsername(username) : undefined;
    const usable = account && !account.disabled ? account : undefined;
    // The same work whether the name exists or not: a disabled or unknown account is checked against
    // a dummy hash, so the answer's time does not tell which names exist.
    const matches = await hasher.verify(password, usable?.passwordHash ?? (await hasher.dummyHash()));
    if (!usable || !matches) {
      const at = now();
      const decision = guard.fail(keys, at);
      // An unknown name is not written down: it may be a password typed into the wrong field.
      const actor: Actor = account ? { accountId: account.id, name: account.username } : NOBODY;
      const reason = !account ? "nama-tidak-dikenal" : account.disabled ? "akun-nonaktif" : "sandi-salah";
      audit.record("gagal-masuk", { actor, address: from, at: new Date(at), detail: { alasan: reason } });
      if (!decision.allowed) audit.record("masuk-diblokir", { actor, address: from, at: new Date(at), detail: { detik: decision.retryAfterSeconds } });
      return fail(c, "invalid_credentials", 401);
    }
    guard.succeed(nameKey);
    // Parameters raised since this hash was made: store a new one now that the password is known.
    if (hasher.needsRehash(usable.passwordHash)) accounts.setPasswordHash(usable.id, await hasher.hash(password), new Date(now()));
    return startSession(c, usable);
  });

  api.post("/penyiapan", async (c) => {
    const body = await readJson(c);
    if (body instanceof Response) return body;
    if (accounts.count() > 0) return fail(c, "setup_closed", 409);
    const from = address(c);
    const keys = [`alamat:${from}`];
    const allowed = guard.check(keys, now());
    if (!allowed.allowed) {
      c.header("Retry-After", String(allowed.retryAfterSeconds));
      return fail(c, "too_many_attempts", 429);
    }
    if (!setupTokens.matches(body.token, now())) {
      guard.fail(keys, now());
      return fail(c, "setup_token_invalid", 403);
    }
    // Checked before the token is spent, so that a typo in the form does not waste the link.
    const username = normalizeUsername(body.username);
    if (!username) return c.json(officeFieldError("username"), 400);
    const displayName = checkDisplayName(body.displayName, username);
    if (!displayName.ok) return c.json(officeFieldError(displayName.field), 400);
    const password = checkNewPassword(body.password, username);
    if (!password.ok) return c.json(officeFieldError(password.field), 400);
    setupTokens.spend();
    const created = await addAccount(deps, { username, displayName: displayName.value, password: password.value, role: "admin" }, { actor: { name: username }, address: from }, "penyiapan-pertama");
    if (!created.ok) return answer(c, created, () => c.body(null));
    return startSession(c, created.value);
  });

  api.get("/sesi", signedIn, (c) => {
    const session = c.get("session");
    return c.json({
      account: publicAccount(c.get("account")),
      csrfToken: session.csrfToken,
      idleExpiresAt: new Date(session.lastSeenAt + SESSION_IDLE_MS).toISOString(),
      expiresAt: new Date(session.createdAt + SESSION_ABSOLUTE_MS).toISOString(),
    });
  });

  api.post("/keluar", (c) => {
    sessions.end(c.get("session").idHash);
    clearSessionCookie(c, trustProxy);
    audit.record("keluar", { ...requester(c), at: new Date(now()) });
    return c.body(null, 204);
  });

  api.post("/keluar-semua", (c) => {
    const ended = sessions.endAll(c.get("account").id);
    clearSessionCookie(c, trustProxy);
    audit.record("keluar-semua", { ...requester(c), at: new Date(now()), detail: { sesiDiakhiri: ended } });
    return c.body(null, 204);
  });

  api.post("/sandi", async (c) => {
    const body = await readJson(c);
    if (body instanceof Response) return body;
    const outcome = await changeOwnPassword(deps, c.get("account"), c.get("session").idHash, { currentPassword: body.currentPassword, newPassword: body.newPassword }, requester(c));
    if (!outcome.ok && "wrongPassword" in outcome) return fail(c, "wrong_current_password", 400);
    return answer(c, outcome, () => c.body(null, 204));
  });

  api.get("/akun", signedIn, adminOnly, (c) => c.json({ accounts: accounts.list().map(publicAccount) }));

  api.post("/akun", adminOnly, async (c) => {
    const body = await readJson(c);
    if (body instanceof Response) return body;
    const outcome = await addAccount(deps, { username: body.username, displayName: body.displayName, role: body.role, password: body.password }, requester(c));
    return answer(c, outcome, (account) => c.json({ account: publicAccount(account) }, 201));
  });

  api.post("/akun/:username/sandi", adminOnly, async (c) => {
    const body = await readJson(c);
    if (body instanceof Response) return body;
    const outcome = await resetPassword(deps, c.req.param("username"), body.password, requester(c));
    // One's own password set here ends one's own sessions too: sign in again with it.
    if (outcome.ok && outcome.value.id === c.get("account").id) clearSessionCookie(c, trustProxy);
    return answer(c, outcome, (account) => c.json({ account: publicAccount(account) }));
  });

  for (const [path, disabled] of [["/akun/:username/nonaktifkan", true], ["/akun/:username/aktifkan", false]] as const) {
    api.post(path, adminOnly, (c) => {
      const outcome = setAccountDisabled(deps, c.req.param("username"), disabled, requester(c));
      return answer(c, outcome, (account) => c.json({ account: publicAccount(account) }));
    });
  }

  api.get("/audit", signedIn, adminOnly, (c) => {
    const page = Math.max(1, Math.floor(Number(c.req.query("halaman") ?? 1)) || 1);
    const perPage = Math.min(AUDIT_PAGE_MAX, Math.max(1, Math.floor(Number(c.req.query("per") ?? 50)) || 50));
    const { entries, total } = audit.list({ page, perPage });
    return c.json({ entries, page, perPage, total });
  });

  api.all("*", (c) => fail(c, "not_found", 404));

  api.onError((error, c) => {
    console.error("Office API error:", error);
    return fail(c, "server_error", 500);
  });

  return {
    api,
    deps,
    issueSetupToken: () => (accounts.count() === 0 ? setupTokens.issue(now()) : undefined),
  };
}
