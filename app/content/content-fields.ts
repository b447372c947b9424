import { z } from "zod";
import { ROUTE_PATHS } from "./routes-list";

// Field rules shared by the page-content schemas (home, literasi, laws, news, gallery, profile).
// Messages are Indonesian because office staff read them when `npm run build` fails.

export const text = z.string().trim().min(1, "tidak boleh kosong");

/** Lower-case kebab-case id, unique within its list (see content-integrity.test.ts). */
export const id = z
  .string()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "id hanya boleh berisi huruf kecil, angka, dan tanda hubung");

export const httpUrl = z.url({ protocol: /^https?$/, error: "harus berupa alamat http(s) yang lengkap" });

/** A path of this site; the build fails when it points at a page that does not exist. */
export const internalPath = z
  .string()
  .refine((path) => ROUTE_PATHS.includes(path), { error: (issue) => `halaman "${String(issue.input)}" tidak ada di situs` });

/**
 * An image shipped with the site. `src` is what an `import … from "~/assets/…"` returns, so a missing
 * file already fails the build; width and height reserve the space so nothing shifts while it loads.
 */
export const image = z.object({
  src: text,
  alt: text.min(10, "teks alternatif (alt) terlalu pendek: jelaskan isi gambar"),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

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
