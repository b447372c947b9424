// The one way a page reads its content: validated against its schema once per build, a mistake failing
// `npm run build` with the file, the item and the field named. Route loaders call it; the `.server`
// suffix makes React Router refuse the build if zod or raw content could reach the browser bundle.
import type { z } from "zod";
import { parseContent } from "./parse";

const cache = new Map<string, unknown>();

/**
 * The content of `app/content/<name>.ts` (`data`, its export) validated by `schema`. Adding a page's
 * content touches only its data file, its schema and the route that loads it.
 */
export function loadContent<S extends z.ZodType>(name: string, schema: S, data: unknown): z.output<S> {
  const file = `app/content/${name}.ts`;
  if (!cache.has(file)) cache.set(file, parseContent(file, schema, data));
  return cache.get(file) as z.output<S>;
}
