import { existsSync } from "node:fs";
import { z } from "zod";
import { ALT_MAX, ALT_MIN, MEDIA_FILE_PATTERN } from "../lib/office/news-gallery";
import { mediaSources } from "./image-files";
import { ROUTE_PATHS } from "./routes-list";

// The one set of field rules for every content schema (office, pages, each page's content, quiz,
// feedback page). Messages are Indonesian because office staff read them when `npm run build` fails.

export const text = z.string().trim().min(1, "tidak boleh kosong");

/** Lower-case kebab-case id, unique within its list (see content-integrity.test.ts). */
export const id = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "id hanya boleh berisi huruf kecil, angka, dan tanda hubung");

/** A text a view fills in (fillText): it must keep every "{name}" placeholder the view fills. */
export const withPlaceholders = (...names: string[]) =>
  text.refine((value) => names.every((name) => value.includes(`{${name}}`)), {
    error: `harus memuat ${names.map((name) => `{${name}}`).join(", ")}`,
  });

export const httpUrl = z.url({ protocol: /^https?$/, error: "harus berupa alamat http(s) yang lengkap" });

/** A path of this site; the build fails when it points at a page that does not exist. */
export const internalPath = z
  .string()
  .refine((path) => ROUTE_PATHS.includes(path), { error: (issue) => `halaman "${String(issue.input)}" tidak ada di situs` });

// Every image under app/assets, bundled by Vite (hashed file name, never inlined into the HTML). Only
// schema code imports this, and schemas run at build time, so the map never reaches the browser.
// Read on first use, not at import: the Node server, the importer CLI and the build configuration
// (run without Vite's transform) import these rules; there `import.meta.glob` does not exist, and a
// shipped picture is looked up on disk instead (its URL is only needed by a build).
const assets = () =>
  import.meta.glob<string>("../assets/**/*.{svg,webp,avif}", {
    eager: true,
    query: "?no-inline",
    import: "default",
  });

/** The bundled images, or undefined outside Vite (where the call above is not rewritten and so throws). */
function bundledAssets(): Record<string, string> | undefined {
  try {
    return assets();
  } catch {
    return undefined;
  }
}

/** URL of a shipped image, from its path under app/assets; undefined when there is no such file (or no Vite to name it). */
export function assetUrl(file: string): string | undefined {
  return bundledAssets()?.[`../assets/${file}`];
}

function assetExists(file: string): boolean {
  const bundled = bundledAssets();
  return bundled ? `../assets/${file}` in bundled : existsSync(new URL(`../assets/${file}`, import.meta.url));
}

const ASSET_FILE = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.(svg|webp|avif)$/;

/**
 * An image of a content file: `file` is a picture shipped under app/assets (e.g. "news/ikrar-wakaf.svg"),
 * or one uploaded through the office console, "media/<hex>-<width>.webp" (image-files.ts: the build
 * copies it and its smaller sizes into the site). A missing shipped file fails the build naming the
 * content file, the item and the field; an uploaded one is checked where the uploads are (the release
 * build, the publisher). Width and height reserve the space so nothing shifts while it loads. Parsed, it
 * gains `src`, the built URL, and for an upload `srcSet`, its sizes.
 */
export const image = z
  .object({
    file: z
      .string()
      .refine((file) => ASSET_FILE.test(file) || MEDIA_FILE_PATTERN.test(file), {
        error: 'nama berkas gambar harus seperti "gallery/foto-1.webp" (svg, webp, atau avif) atau foto unggahan "media/…webp"',
      })
      .refine((file) => MEDIA_FILE_PATTERN.test(file) || assetExists(file), {
        error: (issue) => `berkas app/assets/${String(issue.input)} tidak ditemukan`,
      }),
    alt: text
      .min(ALT_MIN, "teks alternatif (alt) terlalu pendek: jelaskan isi gambar")
      .max(ALT_MAX, `teks alternatif (alt) paling banyak ${ALT_MAX} karakter`),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  })
  .transform(({ file, ...rest }) =>
    MEDIA_FILE_PATTERN.test(file) ? { ...rest, ...mediaSources(file) } : { ...rest, src: assetUrl(file) ?? "" },
  );

export type ContentImage = z.infer<typeof image>;

/** Fails on duplicate ids inside one list, naming the duplicate. */
export function uniqueIds<T extends { id: string }>(items: T[], ctx: z.RefinementCtx, path: PropertyKey[] = []) {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) {
      ctx.addIssue({ code: "custom", message: `id "${item.id}" dipakai lebih dari sekali`, path: [...path, index, "id"] });
    }
    seen.add(item.id);
  });
}
