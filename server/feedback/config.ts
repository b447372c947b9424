import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { RateLimitOptions } from "./rate-limit";

/** `data/feedback.db` in the project folder, whatever folder the command was started from. */
export const DEFAULT_DATABASE_PATH = fileURLToPath(new URL("../../data/feedback.db", import.meta.url));

/** DATABASE_PATH (relative to the current folder) or the default. */
export function databasePathFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return env.DATABASE_PATH ? resolve(env.DATABASE_PATH) : DEFAULT_DATABASE_PATH;
}

/**
 * FEEDBACK_RATE_LIMIT (submissions per address per window, default 5; 0 turns the limit off) and
 * FEEDBACK_RATE_WINDOW_SECONDS (default 60).
 */
export function rateLimitFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimitOptions | false {
  const limit = env.FEEDBACK_RATE_LIMIT === undefined ? 5 : Number(env.FEEDBACK_RATE_LIMIT);
  const seconds = env.FEEDBACK_RATE_WINDOW_SECONDS === undefined ? 60 : Number(env.FEEDBACK_RATE_WINDOW_SECONDS);
  if (!Number.isInteger(limit) || limit < 0) throw new Error(`FEEDBACK_RATE_LIMIT tidak valid: ${env.FEEDBACK_RATE_LIMIT}`);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(`FEEDBACK_RATE_WINDOW_SECONDS tidak valid: ${env.FEEDBACK_RATE_WINDOW_SECONDS}`);
  }
  return limit === 0 ? false : { limit, windowMs: seconds * 1000 };
}
