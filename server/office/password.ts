// Password hashing with Node's scrypt (memory-hard, RFC 7914). Nothing hand-rolled: the key derivation,
// the salt and the comparison are all node:crypto's. The stored form carries its own parameters,
// so they can be raised later and old hashes still verify (and are re-hashed at the next sign-in).
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

export interface ScryptParams {
  /** log2 of scrypt's cost N. */
  logN: number;
  r: number;
  p: number;
  saltBytes: number;
  keyBytes: number;
}

/**
 * N = 2^15, r = 8, p = 3: 32 MiB and ~170 ms per hash here. One of OWASP's equivalent minimums for scrypt
 * (2^17/8/1 costs the same time with 4× the memory); decision 140.
 */
export const DEFAULT_SCRYPT: ScryptParams = { logN: 15, r: 8, p: 3, saltBytes: 16, keyBytes: 32 };

const PREFIX = "scrypt";
// Bounds for a stored hash's parameters, so a damaged row cannot make the server allocate gigabytes.
const LIMITS = { logN: [10, 20], r: [1, 32], p: [1, 16] } as const;

function derive(password: string, salt: Buffer, params: ScryptParams, keyBytes: number): Promise<Buffer> {
  const N = 2 ** params.logN;
  // scrypt needs 128·N·r bytes; Node's default cap (32 MiB) is exactly N = 2^15, r = 8, too tight.
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 2 * 128 * N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, keyBytes, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** `scrypt$<logN>$<r>$<p>$<salt, base64url>$<key, base64url>`; a new random salt every time. */
export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT): Promise<string> {
  const salt = randomBytes(params.saltBytes);
  const key = await derive(password, salt, params, params.keyBytes);
  return [PREFIX, params.logN, params.r, params.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

interface Parsed {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

export function parsePasswordHash(stored: string): Parsed | undefined {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== PREFIX) return undefined;
  const [logN, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const within = (value: number, [low, high]: readonly [number, number]) => Number.isInteger(value) && value >= low && value <= high;
  if (!within(logN, LIMITS.logN) || !within(r, LIMITS.r) || !within(p, LIMITS.p)) return undefined;
  const salt = Buffer.from(parts[4]!, "base64url");
  const key = Buffer.from(parts[5]!, "base64url");
  if (salt.length < 16 || key.length < 32) return undefined;
  return { params: { logN, r, p, saltBytes: salt.length, keyBytes: key.length }, salt, key };
}

/** Whether `password` is the one `stored` was made from; compared in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/** Whether a stored hash was made with weaker parameters than `current` (then re-hash at sign-in). */
export function needsRehash(stored: string, current: ScryptParams = DEFAULT_SCRYPT): boolean {
  const parsed = parsePasswordHash(stored);
  if (!parsed) return true;
  const { params } = parsed;
  return params.logN < current.logN || params.r < current.r || params.p < current.p || parsed.key.length < current.keyBytes;
}

/** What the routes use: hashing with one set of parameters, and a verify the tests can count. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  needsRehash(stored: string): boolean;
  /**
   * A hash of a random password, made once: verified against when the name is unknown or the account
   * is disabled, so such a failure costs the same time as a wrong password.
   */
  dummyHash(): Promise<string>;
}

export function createPasswordHasher(params: ScryptParams = DEFAULT_SCRYPT): PasswordHasher {
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hashPassword(password, params),
    verify: verifyPassword,
    needsRehash: (stored) => needsRehash(stored, params),
    dummyHash: () => (dummy ??= hashPassword(randomBytes(24).toString("base64url"), params)),
  };
}
