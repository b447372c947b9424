import { z } from "zod";
import { id, text } from "./content-fields";

// The one home of the wakaf-site contract: the register configuration (types and stages), the data
// file's shape and its limits. The map feature, the importer and the open-data files derive their
// types from here (z.infer), never by copying fields.

const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i, "warna harus berupa kode hex seperti #047857");

export const RegisterConfigSchema = z
  .object({
    types: z.array(z.object({ label: text, colour: hexColour })).min(1, "harus ada paling sedikit satu jenis"),
    stages: z
      .array(z.object({ id, label: text, certified: z.boolean(), aliases: z.array(text) }))
      .min(1, "harus ada paling sedikit satu tahap"),
    maxDistanceKm: z.number().positive(),
    listPreviewCount: z.number().int().positive(),
    barChartMaxBars: z.number().int().min(2),
  })
  .superRefine((config, ctx) => {
    const labels = new Set<string>();
    config.types.forEach((type, index) => {
      if (labels.has(type.label)) ctx.addIssue({ code: "custom", path: ["types", index, "label"], message: `jenis "${type.label}" ditulis dua kali` });
      labels.add(type.label);
    });
    const stageIds = new Set<string>();
    config.stages.forEach((stage, index) => {
      if (stageIds.has(stage.id)) ctx.addIssue({ code: "custom", path: ["stages", index, "id"], message: `id "${stage.id}" dipakai lebih dari sekali` });
      stageIds.add(stage.id);
    });
  });

export type RegisterConfig = z.output<typeof RegisterConfigSchema>;
export type SiteTypeEntry = RegisterConfig["types"][number];
export type CertificationStage = RegisterConfig["stages"][number];

export const SITE_NAME_MAX = 120;
export const SITE_ADDRESS_MAX = 200;
export const SITE_NOTE_MAX = 280;
const optionalText = (max: number) => z.string().trim().min(1, "tidak boleh kosong (hapus kolomnya bila tidak ada)").max(max, `paling banyak ${max} karakter`).optional();

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

/** A site's properties as written in the data file (before `certified` is derived from the stage). */
export const SitePropertiesInputSchema = z.object({
  name: text.max(SITE_NAME_MAX, `paling banyak ${SITE_NAME_MAX} karakter`),
  address: text.max(SITE_ADDRESS_MAX, `paling banyak ${SITE_ADDRESS_MAX} karakter`),
  /** One of the labels in sites-register.ts → types (checked against the configuration). */
  type: text,
  /**
   * Land area in square metres, as a number (not text such as "500 m²"). Left out while the parcel has
   * not been measured yet: the site is kept, shown as "belum diukur", and the area totals say how many
   * sites they leave out (issue 32).
   */
  areaM2: z.number({ error: "luas harus berupa angka (m²)" }).positive("luas harus lebih dari 0").optional(),
  /** Required when there is no `stage`; when there is one it must agree with it (or be left out). */
  certified: z.boolean({ error: "certified harus true atau false" }).optional(),
  /** Id of a stage in sites-register.ts → stages. */
  stage: id.optional(),
  kelurahan: optionalText(60),
  nazhir: optionalText(120),
  aiwNumber: optionalText(60),
  /** As visitors read it, e.g. "28 Oktober 2025" (the office's own writing is kept). */
  aiwDate: optionalText(40),
  certificateNumber: optionalText(60),
  /** Nomor Identifikasi Bidang from the land office (BPN), once the parcel is measured. */
  nib: optionalText(40),
  /** Who gave the land, as written in the AIW. */
  wakif: optionalText(120),
  /** Peruntukan as written in the AIW. */
  use: optionalText(120),
  note: optionalText(SITE_NOTE_MAX),
});

export const SiteFeatureSchema = z.object({
  type: z.literal("Feature"),
  id,
  /**
   * The parcel's point, or null while it has not been mapped yet (GeoJSON's "unlocated feature", RFC 7946
   * §3.2): such a site is in the register, the list, the counts and its own page, just not on the map.
   */
  geometry: z.object({ type: z.literal("Point", { error: "geometri harus berupa Point" }), coordinates }).nullable(),
  properties: SitePropertiesInputSchema,
});

/** The data file's schema for one register configuration (its types and stages). */
export function sitesSchema(config: RegisterConfig) {
  const typeLabels = config.types.map((type) => type.label);
  const stages = new Map(config.stages.map((stage) => [stage.id, stage]));
  return z
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
        const at = (...path: string[]) => ["features", index, ...path];
        if (seen.has(feature.id)) ctx.addIssue({ code: "custom", path: at("id"), message: `id "${feature.id}" dipakai lebih dari sekali` });
        seen.add(feature.id);
        const { type, stage, certified } = feature.properties;
        if (!typeLabels.includes(type)) {
          ctx.addIssue({ code: "custom", path: at("properties", "type"), message: `jenis harus salah satu dari: ${typeLabels.join(", ")}` });
        }
        if (stage === undefined) {
          if (certified === undefined) ctx.addIssue({ code: "custom", path: at("properties", "certified"), message: "isi certified (true/false) atau stage" });
        } else if (!stages.has(stage)) {
          ctx.addIssue({ code: "custom", path: at("properties", "stage"), message: `tahap harus salah satu dari: ${[...stages.keys()].join(", ")}` });
        } else if (certified !== undefined && certified !== stages.get(stage)!.certified) {
          ctx.addIssue({ code: "custom", path: at("properties", "certified"), message: `certified tidak sesuai dengan tahap "${stage}"` });
        }
      });
    })
    .transform((collection) => ({
      ...collection,
      features: collection.features.map((feature) => ({
        ...feature,
        properties: {
          ...feature.properties,
          certified: feature.properties.stage ? stages.get(feature.properties.stage)!.certified : feature.properties.certified!,
        },
      })),
    }));
}

export type SitesCollection = z.output<ReturnType<typeof sitesSchema>>;
export type SiteFeature = SitesCollection["features"][number];
/** One site's properties after validation: `certified` is always known. */
export type SiteProperties = SiteFeature["properties"];
