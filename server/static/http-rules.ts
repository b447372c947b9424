// The parts of RFC 9110 the static server needs, as pure functions of header values: content coding
// negotiation (§12.5.3), entity-tag comparison and preconditions (§8.8, §13), and byte ranges (§14).

export type Coding = "br" | "gzip" | "identity";

/** Where a build puts a file's precompressed copies: beside it, with these suffixes. */
export const CODING_SUFFIX: Record<Exclude<Coding, "identity">, string> = { br: ".br", gzip: ".gz" };

/** Our preference when the client likes several codings equally: smallest first. */
const PREFERENCE: readonly Coding[] = ["br", "gzip", "identity"];

/**
 * The coding to send, among those we have on disk (`identity` is always there). Names are
 * case-insensitive, `x-gzip` means gzip, `q=0` refuses a coding, `*` stands for every coding not named.
 * A missing header means no preference: identity. If the client refuses everything we have, identity
 * is sent anyway (RFC 9110 allows that instead of a 406).
 */
export function chooseCoding(acceptEncoding: string | null | undefined, available: readonly Coding[]): Coding {
  if (acceptEncoding == null) return "identity";
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [rawName = "", ...params] = part.split(";");
    let name = rawName.trim().toLowerCase();
    if (name === "") continue;
    if (name === "x-gzip") name = "gzip";
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(match[1]!) ? Number(match[1]) : 0;
    }
    // A coding named twice keeps its highest weight.
    weights.set(name, Math.max(q, weights.get(name) ?? 0));
  }
  const star = weights.get("*");
  const weight = (coding: Coding): number => {
    const named = weights.get(coding);
    if (named !== undefined) return named;
    if (star !== undefined) return star;
    // identity is acceptable unless refused by name or by `*;q=0`, but any coding the client named
    // with a weight (the smallest is 0.001) is preferred to it.
    return coding === "identity" ? 0.0001 : 0;
  };
  let best: Coding = "identity";
  let bestWeight = 0;
  for (const coding of PREFERENCE) {
    if (!available.includes(coding)) continue;
    const w = weight(coding);
    if (w > bestWeight) {
      best = coding;
      bestWeight = w;
    }
  }
  return best;
}

/** The entity-tags of an If-None-Match / If-Match value, or "*". Malformed members are skipped. */
export function parseEntityTags(value: string): "*" | { weak: boolean; tag: string }[] {
  if (value.trim() === "*") return "*";
  const tags: { weak: boolean; tag: string }[] = [];
  for (const match of value.matchAll(/(W\/)?("[^"]*")/g)) tags.push({ weak: Boolean(match[1]), tag: match[2]! });
  return tags;
}

/** Weak comparison (§8.8.3.2): the opaque tags are equal, W/ ignored. For If-None-Match. */
export function weakMatch(header: string, etag: string): boolean {
  const tags = parseEntityTags(header);
  return tags === "*" || tags.some(({ tag }) => tag === etag);
}

/** Strong comparison: both strong and equal. For If-Match and If-Range. */
export function strongMatch(header: string, etag: string): boolean {
  const tags = parseEntityTags(header);
  return tags === "*" || tags.some(({ weak, tag }) => !weak && tag === etag);
}

/** An HTTP-date in milliseconds, or undefined when it is not a valid date. */
export function parseHttpDate(value: string | null | undefined): number | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : time;
}

export type Precondition = "ok" | "not-modified" | "failed";

export interface Validators {
  etag: string;
  /** Last modification, whole seconds (what Last-Modified can express). */
  lastModified: number;
}

/**
 * Evaluates the preconditions of a GET or HEAD in the order of RFC 9110 §13.2.2: If-Match, else
 * If-Unmodified-Since (412 when they fail); If-None-Match, else If-Modified-Since (304 when the client's
 * copy is current).
 */
export function evaluatePreconditions(headers: Headers, { etag, lastModified }: Validators): Precondition {
  const ifMatch = headers.get("if-match");
  if (ifMatch !== null) {
    if (!strongMatch(ifMatch, etag)) return "failed";
  } else {
    const since = parseHttpDate(headers.get("if-unmodified-since"));
    if (since !== undefined && lastModified > since) return "failed";
  }
  const ifNoneMatch = headers.get("if-none-match");
  if (ifNoneMatch !== null) return weakMatch(ifNoneMatch, etag) ? "not-modified" : "ok";
  const since = parseHttpDate(headers.get("if-modified-since"));
  if (since !== undefined && lastModified <= since) return "not-modified";
  return "ok";
}

export type RangeDecision =
  | { kind: "full" }
  | { kind: "partial"; start: number; end: number }
  | { kind: "unsatisfiable" };

const RANGE_SPEC = /^\s*(?:(\d+)\s*-\s*(\d*)|-\s*(\d+))\s*$/;

/**
 * What to send for a GET with a Range header (§14.2). Only single byte ranges are served: several
 * ranges are answered with the whole file (allowed, and simpler than multipart), except that 416 is
 * sent when every one of them is unsatisfiable. Anything malformed, another unit, or an If-Range that
 * does not match the current representation exactly (a weak tag never does) means the whole file.
 */
export function decideRange(range: string | null, ifRange: string | null, size: number, validators: Validators): RangeDecision {
  if (range === null) return { kind: "full" };
  if (ifRange !== null && !ifRangeMatches(ifRange, validators)) return { kind: "full" };
  const match = /^\s*bytes\s*=(.*)$/i.exec(range);
  if (!match) return { kind: "full" };
  const specs = match[1]!.split(",").filter((spec) => spec.trim() !== "");
  if (specs.length === 0) return { kind: "full" };
  const ranges: ({ start: number; end: number } | undefined)[] = [];
  for (const spec of specs) {
    const parts = RANGE_SPEC.exec(spec);
    if (!parts) return { kind: "full" };
    const [, first, last, suffix] = parts;
    if (suffix !== undefined) {
      const length = Number(suffix);
      ranges.push(length > 0 && size > 0 ? { start: Math.max(0, size - length), end: size - 1 } : undefined);
      continue;
    }
    const start = Number(first);
    if (last !== "" && last !== undefined && Number(last) < start) return { kind: "full" };
    const end = last === "" || last === undefined ? size - 1 : Number(last);
    ranges.push(start < size ? { start, end: Math.min(end, size - 1) } : undefined);
  }
  if (ranges.every((r) => r === undefined)) return { kind: "unsatisfiable" };
  if (ranges.length > 1) return { kind: "full" };
  return { kind: "partial", ...ranges[0]! };
}

function ifRangeMatches(ifRange: string, { etag, lastModified }: Validators): boolean {
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith("W/")) return strongMatch(value, etag);
  // A date validator matches only the exact Last-Modified (§13.1.5).
  const date = parseHttpDate(value);
  return date !== undefined && date === lastModified;
}
