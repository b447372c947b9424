import { z } from "zod";
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
// (run without Vite's transform) import these rules and never validate an image.
const assets = () =>
  import.meta.glob<string>("../assets/**/*.{svg,webp,avif}", {
    eager: true,
    query: "?no-inline",
    import: "default",
  });

/** URL of a shipped image, from its path under app/assets; undefined when there is no such file. */
export function assetUrl(file: string): string | undefined {
  return assets()[`../assets/${file}`];
}

/**
 * An image shipped with the site: `file` is its path under app/assets (e.g. "news/ikrar-wakaf.svg").
 * A missing file fails the build naming the content file, the item and the field; width and height
 * reserve the space so nothing shifts while it loads. Parsed, it gains `src`, the built URL.
 */
export const image = z
  .object({
    file: z
      .string()
      .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*\.(svg|webp|avif)$/, "nama berkas gambar harus seperti \"gallery/foto-1.webp\" (svg, webp, atau avif)")
      .refine((file) => assetUrl(file) !== undefined, { error: (issue) => `berkas app/assets/${String(issue.input)} tidak ditemukan` }),
    alt: text.min(10, "teks alternatif (alt) terlalu pendek: jelaskan isi gambar"),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
  })
  .transform(({ file, ...rest }) => ({ ...rest, src: assetUrl(file) ?? "" }));

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
