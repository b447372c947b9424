// Comparing JSON documents: whether a draft still differs from what is published, and which fields a
// save changed (for the audit log).

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** JSON with object keys sorted: two documents with the same content give the same text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown): Json {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (isObject(value)) {
    const sorted: Record<string, Json> = {};
    for (const key of Object.keys(value).sort()) if (value[key] !== undefined) sorted[key] = sortKeys(value[key]);
    return sorted;
  }
  return (value ?? null) as Json;
}

export function sameJson(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}

export interface Change {
  /** Dotted path of the field ("phone.tel", "badges.2"); "" for the whole document. */
  path: string;
  before: unknown;
  after: unknown;
}

/** The leaf fields that differ between two documents, in a stable order. */
export function changedPaths(before: unknown, after: unknown, prefix = ""): Change[] {
  if (sameJson(before, after)) return [];
  const bothObjects = isObject(before) && isObject(after);
  const bothArrays = Array.isArray(before) && Array.isArray(after);
  if (!bothObjects && !bothArrays) return [{ path: prefix, before, after }];
  const keys = bothArrays
    ? Array.from({ length: Math.max(before.length, after.length) }, (_, index) => String(index))
    : [...new Set([...Object.keys(before as object), ...Object.keys(after as object)])].sort();
  const child = (value: unknown, key: string) => (value as Record<string, unknown>)[key];
  return keys.flatMap((key) => changedPaths(child(before, key), child(after, key), prefix ? `${prefix}.${key}` : key));
}

/** A value as a short piece of text for the audit log (long texts cut, with "…"). */
export function shortValue(value: unknown, max = 60): string {
  const text = value === undefined ? "(kosong)" : typeof value === "string" ? value : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
