// Reading and writing a field of a content file by the dotted path the API's issues use
// ("phone.tel", "socialLinks.0.url", "map.center.1"), without changing the object given.

type Json = unknown;

export function getPath(data: Json, path: string): Json {
  let current: Json = data;
  for (const part of path.split(".")) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string, Json>)[part];
  }
  return current;
}

export function setPath<T>(data: T, path: string, value: Json): T {
  const [head, ...rest] = path.split(".");
  if (head === undefined) return data;
  const container: Record<string, Json> | Json[] = Array.isArray(data) ? [...data] : { ...(data as Record<string, Json>) };
  const child = (container as Record<string, Json>)[head];
  (container as Record<string, Json>)[head] = rest.length === 0 ? value : setPath(child ?? (/^\d+$/.test(rest[0] ?? "") ? [] : {}), rest.join("."), value);
  return container as T;
}
