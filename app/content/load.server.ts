// The one way a page reads its content: validated against its schema once per build, a mistake failing
// `npm run build` with the file, the item and the field named. Route loaders call it; the `.server`
// suffix makes React Router refuse the build if zod or raw content could reach the browser bundle.
import type { z } from "zod";
import { CONTENT_FILES, contentFileLabel, readContentFile, type ContentName } from "./content-files";
import { parseContent } from "./parse";

const cache = new Map<string, unknown>();

/**
 * The content of `app/content/<name>.ts` (`data`, its export) validated by `schema`. Adding a page's
 * content touches only its data file, its schema and the route that loads it.
 */
export function loadContent<S extends z.ZodType>(name: string, schema: S, data: unknown): z.output<S> {
  return cached(`app/content/${name}.ts`, () => parseContent(`app/content/${name}.ts`, schema, data));
}

type ContentOutput<N extends ContentName> = z.output<(typeof CONTENT_FILES)[N]["schema"]>;

/**
 * One JSON content file of the registry (app/content/content-files.ts), read from the content folder
 * (WAKAF_CONTENT_DIR) and validated. `adjust` may change the raw data before validation (a build-time
 * override); the result is remembered per file for the rest of the build. Under `npm run dev` it is
 * read at every request instead: Vite reloads edited modules, but it does not know these files.
 */
export function loadContentFile<N extends ContentName>(name: N, adjust: (data: unknown) => unknown = (data) => data): ContentOutput<N> {
  const file = contentFileLabel(name);
  const load = () => parseContent(file, CONTENT_FILES[name].schema, adjust(readContentFile(name))) as ContentOutput<N>;
  return isDevServer() ? load() : cached(file, load);
}

// import.meta.env exists only where Vite runs the module; tsx (postbuild, scripts) and the server have none.
const isDevServer = () => import.meta.env?.DEV === true && import.meta.env.MODE === "development";

function cached<T>(key: string, load: () => T): T {
  if (!cache.has(key)) cache.set(key, load());
  return cache.get(key) as T;
}
