import { z } from "zod";
import { httpUrl, text as nonEmpty } from "./content-fields";

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
  badges: z.array(nonEmpty).length(4),
  copyrightYear: z.number().int().min(2000).max(2100),
  address: nonEmpty,
  phone: z.object({
    display: nonEmpty,
    /** Digits with country code, e.g. +62227000000: used for tel: links. */
    tel: z.string().regex(/^\+?[0-9]{6,15}$/, "nomor telepon hanya boleh berisi angka, boleh diawali +"),
  }),
  email: z.email("alamat email tidak valid"),
  openingHours: nonEmpty,
  socialLinks: z
    .array(z.object({ id: z.enum(["facebook", "instagram", "youtube"]), label: nonEmpty, url: httpUrl }))
    .length(3),
  map: z.object({
    center: z.tuple([z.number().min(-90).max(90), z.number().min(-180).max(180)]),
    zoom: z.number().int().min(1).max(19),
    tileUrl: z.string().includes("{z}").includes("{x}").includes("{y}"),
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

export const PagesMetaSchema = z.record(z.string(), PageMetaSchema);
export type PageMeta = z.infer<typeof PageMetaSchema>;
