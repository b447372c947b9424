import { z } from "zod";
import { httpUrl, text as nonEmpty } from "./content-fields";
import { NAV_ITEMS } from "./routes-list";

export const OfficeSchema = z.object({
  /** true while the site still shows sample data (see app/content/sample-data.ts). */
  sampleContent: z.boolean({ error: "harus true atau false" }),
  /** Shown under the header on every page, and in link previews, while sampleContent is true. */
  sampleNotice: nonEmpty.max(90, "pemberitahuan sebaiknya singkat, tidak lebih dari 90 karakter"),
  productName: nonEmpty,
  officeName: nonEmpty,
  subDistrict: nonEmpty,
  city: nonEmpty,
  province: nonEmpty,
  ministry: nonEmpty,
  /** Public address of the deployed site, used for canonical/OpenGraph URLs and the sitemap. */
  siteUrl: httpUrl,
  siteDescription: nonEmpty,
  footerDescription: nonEmpty,
  tagline: nonEmpty,
  badges: z.array(nonEmpty).length(4, "harus berisi tepat 4 lencana"),
  copyrightYear: z
    .number({ error: "harus berupa angka tahun" })
    .int("harus berupa angka tahun")
    .min(2000, "tahun tidak boleh sebelum 2000")
    .max(2100, "tahun tidak boleh setelah 2100"),
  address: nonEmpty,
  phone: z.object({
    display: nonEmpty,
    /** Digits with country code, e.g. +62227000000: used for tel: links. */
    tel: z.string().regex(/^\+?[0-9]{6,15}$/, "nomor telepon hanya boleh berisi angka, boleh diawali +"),
  }),
  email: z.email("alamat email tidak valid"),
  openingHours: nonEmpty,
  socialLinks: z
    .array(
      z.object({
        id: z.enum(["facebook", "instagram", "youtube"], "harus salah satu dari: facebook, instagram, youtube"),
        label: nonEmpty,
        url: httpUrl,
      }),
    )
    .length(3, "harus berisi tepat 3 tautan: facebook, instagram dan youtube"),
  map: z.object({
    center: z.tuple(
      [
        z.number().min(-90, "lintang harus antara -90 dan 90").max(90, "lintang harus antara -90 dan 90"),
        z.number().min(-180, "bujur harus antara -180 dan 180").max(180, "bujur harus antara -180 dan 180"),
      ],
      "harus berupa dua angka: [lintang, bujur]",
    ),
    zoom: z.number().int("harus bilangan bulat 1–19").min(1, "harus bilangan bulat 1–19").max(19, "harus bilangan bulat 1–19"),
    tileUrl: z
      .string()
      .refine((url) => ["{z}", "{x}", "{y}"].every((part) => url.includes(part)), "harus memuat {z}, {x} dan {y}"),
    tileAttribution: nonEmpty,
  }),
});

export type Office = z.infer<typeof OfficeSchema>;

export const PageMetaSchema = z.object({
  title: nonEmpty,
  description: nonEmpty.max(200, "deskripsi meta sebaiknya tidak lebih dari 200 karakter"),
  banner: nonEmpty.optional(),
  /** Text under the heading when it is not the meta description (the 404 page). */
  lead: nonEmpty.optional(),
  /** Label of a link back to the home page (the 404 page). */
  homeLink: nonEmpty.optional(),
});

/** Every page of the navigation has its texts, plus the not-found page's. */
export const PAGE_TEXT_IDS: readonly string[] = [...NAV_ITEMS.map((item) => item.id), "not-found"];

// A record, not an object of fixed keys: the console and the build read it by page id. A page left out
// would fail only when that page renders, so the schema names it; an unknown id is most likely a typo.
export const PagesMetaSchema = z.record(z.string(), PageMetaSchema).superRefine((pages, ctx) => {
  for (const id of PAGE_TEXT_IDS) {
    if (!(id in pages)) ctx.addIssue({ code: "custom", path: [id], message: "teks halaman ini belum ada" });
  }
  for (const id of Object.keys(pages)) {
    if (!PAGE_TEXT_IDS.includes(id)) ctx.addIssue({ code: "custom", path: [id], message: "tidak ada halaman dengan id ini" });
  }
});
export type PageMeta = z.infer<typeof PageMetaSchema>;
