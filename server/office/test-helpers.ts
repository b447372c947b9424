// Shared by the office API's tests (not shipped): an app on an in-memory database with a fake clock,
// cheap password hashing that counts its checks, and a browser-like client with a cookie jar.
import { expect } from "vitest";
import Database from "better-sqlite3";
import { createApp, type PortalApp } from "../app";
import { migrate } from "../feedback/sqlite-store";
import { addAccount } from "./account-service";
import { createAccountStore } from "./accounts";
import { createAuditLog } from "./audit";
import { createPasswordHasher, parsePasswordHash, type PasswordHasher, type ScryptParams } from "./password";
import type { Role } from "./rules";
import { createSessionStore } from "./sessions";
import type { ThrottleOptions } from "./throttle";

/** scrypt at N = 2^10: the same code path, ~1 ms per hash instead of ~60. */
export const TEST_SCRYPT: ScryptParams = { logN: 10, r: 8, p: 1, saltBytes: 16, keyBytes: 32 };
export const ORIGIN = "http://localhost";
export const START = Date.UTC(2026, 11, 1, 2, 0, 0);

export interface OfficeTestApp {
  app: PortalApp;
  db: Database.Database;
  clock: { now: number; advance(ms: number): void };
  /** How many passwords were checked (scrypt run against a stored or the dummy hash). */
  checks: () => number;
  deps: ReturnType<typeof makeDeps>;
  close(): void;
}

function makeDeps(db: Database.Database, hasher: PasswordHasher, now: () => number) {
  return { accounts: createAccountStore(db), sessions: createSessionStore(db), audit: createAuditLog(db), hasher, now };
}

export function makeOfficeApp(clientDir: string, { trustProxy = false, throttle }: { trustProxy?: boolean; throttle?: ThrottleOptions } = {}): OfficeTestApp {
  const db = new Database(":memory:");
  db.pragma("foreign_keys = ON");
  migrate(db);
  const clock = {
    now: START,
    advance(ms: number) {
      clock.now += ms;
    },
  };
  const base = createPasswordHasher(TEST_SCRYPT);
  let checks = 0;
  const hasher: PasswordHasher = {
    ...base,
    verify: (password, stored) => {
      // Counted only when scrypt really runs (a valid hash): a shortcut for unknown names would show.
      if (parsePasswordHash(stored)) checks += 1;
      return base.verify(password, stored);
    },
  };
  const now = () => clock.now;
  const app = createApp({ clientDir, rateLimit: false, trustProxy, office: { db, now, hasher, throttle } });
  return { app, db, clock, checks: () => checks, deps: makeDeps(db, hasher, now), close: () => db.close() };
}

/** Creates an account directly (as the CLI would). */
export async function seedAccount(t: OfficeTestApp, username: string, password: string, role: Role = "staf") {
  const outcome = await addAccount(t.deps, { username, password, role, displayName: `Nama ${username}` }, { actor: { name: "cli" }, address: "cli" });
  if (!outcome.ok) throw new Error(`seed failed: ${JSON.stringify(outcome)}`);
  return outcome.value;
}

export interface CallOptions {
  method?: string;
  body?: unknown;
  cookie?: string;
  csrf?: string;
  origin?: string | null;
  headers?: Record<string, string>;
}

/** A request as the console's page would send it: same Origin, JSON body. */
export function call(t: OfficeTestApp, path: string, { method = "GET", body, cookie, csrf, origin = ORIGIN, headers = {} }: CallOptions = {}) {
  const all: Record<string, string> = { Host: new URL(ORIGIN).host, ...headers };
  if (origin !== null && method !== "GET") all.Origin = origin;
  if (body !== undefined) all["Content-Type"] = "application/json";
  if (cookie) all.Cookie = cookie;
  if (csrf) all["X-CSRF-Token"] = csrf;
  return t.app.request(`${ORIGIN}${path}`, { method, headers: all, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** `name=value` of the response's session cookie (for the next request's Cookie header). */
export function cookieOf(response: Response): string | undefined {
  const header = response.headers.get("set-cookie");
  return header?.split(";")[0];
}

/** Signs in and returns the cookie and CSRF token. */
export async function signIn(t: OfficeTestApp, username: string, password: string) {
  const response = await call(t, "/api/kantor/masuk", { method: "POST", body: { username, password } });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  return { cookie: cookieOf(response)!, csrf: csrfToken };
}

export async function errorCode(response: Response): Promise<string> {
  const body = (await response.json()) as { error: { code: string; message: string } };
  // Indonesian, for a person: a sentence, not an identifier.
  if (!/^[A-Z][^_]+\.$/.test(body.error.message)) throw new Error(`not a sentence: ${body.error.message}`);
  return body.error.code;
}

export interface SeededFeedback {
  id: string;
  name: string;
  email: string;
  message: string;
  submittedAt: string;
  receivedAt: string;
}

let seededCount = 0;

/** Stores a visitor's message directly (as the feedback API would), received `receivedAt` (default: the clock). */
export function seedFeedback(t: OfficeTestApp, fields: Partial<SeededFeedback> = {}): SeededFeedback {
  seededCount += 1;
  const receivedAt = fields.receivedAt ?? new Date(t.clock.now).toISOString();
  const entry: SeededFeedback = {
    id: `00000000-0000-4000-8000-${String(seededCount).padStart(12, "0")}`,
    name: "Siti Aminah",
    email: "siti.aminah@contoh.id",
    message: "Mohon jam layanan wakaf diperpanjang pada hari Jumat.",
    submittedAt: receivedAt,
    receivedAt,
    ...fields,
  };
  t.db
    .prepare("INSERT INTO feedback (id, name, email, message, submitted_at, received_at) VALUES (?, ?, ?, ?, ?, ?)")
    .run(entry.id, entry.name, entry.email, entry.message, entry.submittedAt, entry.receivedAt);
  return entry;
}

/** The answer's JSON, after checking its status (the body is shown when the status is not the one expected). */
export async function expectJson<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}
