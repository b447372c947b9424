import { z } from "zod";

/** The kinds of wakaf site the office records (SPEC §3). One colour per kind in the charts. */
export const SITE_TYPES = ["Masjid", "Majelis Taklim", "Masjid & Pendidikan"] as const;

const nonEmpty = z.string().trim().min(1, "tidak boleh kosong");

// GeoJSON stores a point as [longitude, latitude]. Swapping the two is the usual editing mistake;
// for Indonesia it puts a longitude (95–141) into the latitude slot, which the range check catches.
const coordinates = z.tuple(
  [
    z.number().min(-180, "bujur harus antara -180 dan 180").max(180, "bujur harus antara -180 dan 180"),
    z
      .number()
      .min(-90, "lintang harus antara -90 dan 90 (urutan GeoJSON: [bujur, lintang])")
      .max(90, "lintang harus antara -90 dan 90 (urutan GeoJSON: [bujur, lintang])"),
  ],
  { error: "koordinat harus berupa [bujur, lintang]" },
);

export const SiteFeatureSchema = z.object({
  type: z.literal("Feature"),
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "id hanya boleh huruf kecil, angka dan tanda hubung"),
  geometry: z.object({ type: z.literal("Point", { error: "geometri harus berupa Point" }), coordinates }),
  properties: z.object({
    name: nonEmpty,
    address: nonEmpty,
    type: z.enum(SITE_TYPES, { error: `jenis harus salah satu dari: ${SITE_TYPES.join(", ")}` }),
    /** Land area in square metres, as a number (not text such as "500 m²"). */
    areaM2: z.number({ error: "luas harus berupa angka (m²)" }).positive("luas harus lebih dari 0"),
    certified: z.boolean({ error: "certified harus true atau false" }),
  }),
});

export const SitesSchema = z
  .object({
    type: z.literal("FeatureCollection"),
    name: z.string().optional(),
    /** Present (a note, or true) while the file still holds invented sample sites; shows a notice on the page. */
    sampleData: z.union([z.string(), z.boolean()]).optional(),
    features: z.array(SiteFeatureSchema).min(1, "harus ada paling sedikit satu lokasi"),
  })
  .superRefine((collection, ctx) => {
    const seen = new Set<string>();
    collection.features.forEach((feature, index) => {
      if (seen.has(feature.id)) {
        ctx.addIssue({ code: "custom", path: ["features", index, "id"], message: `id "${feature.id}" dipakai lebih dari sekali` });
      }
      seen.add(feature.id);
    });
  });

export type SitesCollection = z.output<typeof SitesSchema>;
