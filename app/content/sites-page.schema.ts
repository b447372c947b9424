import { z } from "zod";

const text = z.string().trim().min(1, "tidak boleh kosong");
const withPlaceholders = (...names: string[]) =>
  text.refine((value) => names.every((name) => value.includes(`{${name}}`)), { error: `harus memuat ${names.map((n) => `{${n}}`).join(", ")}` });

/** Texts of the map page and the site pages (app/content/sites-page.ts). */
export const SitesPageSchema = z.object({
  sampleNotice: text,
  headings: z.object({
    map: text,
    statistics: text,
    pieChart: text,
    barChart: text,
    stages: text,
    list: text,
    summary: text,
    download: text,
  }),
  map: z.object({
    loading: text,
    chunkError: text,
    tileError: text,
    registerError: text,
    popupLink: text,
    popupType: text,
    popupArea: text,
  }),
  barChartOthers: text,
  stagesIntro: text,
  listMore: withPlaceholders("shown", "total"),
  download: z.object({ intro: text, geojson: text, csv: text }),
  sitePage: z.object({
    back: text,
    detailsHeading: text,
    mapHeading: text,
    shareHeading: text,
    whatsapp: text,
    copyLink: text,
    copied: text,
    copyFailed: text,
    directions: text,
    labels: z.object({
      type: text,
      area: text,
      stage: text,
      kelurahan: text,
      nazhir: text,
      aiw: text,
      certificate: text,
      use: text,
      note: text,
      coordinates: text,
    }),
    certifiedYes: text,
    certifiedNo: text,
    description: withPlaceholders("name", "type", "address"),
  }),
});

export type SitesPageTexts = z.output<typeof SitesPageSchema>;
