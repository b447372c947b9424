// What every part of the office API is built from: the signed-in account, the audit log, the clock and
// the one way to refuse a request. routes.ts makes it once; each part of the console (inbox, content,
// releases) is a Hono sub-app written against it and mounted under /api/kantor, behind the Origin and
// CSRF checks that routes.ts applies to every state-changing request.
import type Database from "better-sqlite3";
import type { Context, Hono, MiddlewareHandler } from "hono";
import type { Requester } from "./account-service";
import type { Account } from "./accounts";
import type { AuditLog } from "./audit";
import type { OFFICE_ERRORS } from "./errors";
import type { Session } from "./sessions";

export type OfficeEnv = { Variables: { session: Session; account: Account } };
export type OfficeContext = Context<OfficeEnv>;
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

export interface OfficeRouteKit {
  db: Database.Database;
  audit: AuditLog;
  /** Milliseconds since the epoch (a fake clock in tests). */
  now: () => number;
  /** `{ error: { code, message } }` with the code's Indonesian message (errors.ts). */
  fail(c: Context, code: keyof typeof OFFICE_ERRORS, status: ErrorStatus): Response;
  /** The JSON object of the body, or the answer that refuses it (415, 400). */
  readJson(c: Context): Promise<Record<string, unknown> | Response>;
  /** The signed-in account as the audit log's actor, and the client's address. */
  requester(c: OfficeContext): Requester;
  /** Refuses (401) a request without a live session; sets `session` and `account`. */
  signedIn: MiddlewareHandler<OfficeEnv>;
  /** Refuses (403) an account that is not an admin; after `signedIn`. */
  adminOnly: MiddlewareHandler<OfficeEnv>;
}

/** A part of the office API: mounted by routes.ts at /api/kantor + its base. */
export type OfficeSubApi = Hono<OfficeEnv>;
