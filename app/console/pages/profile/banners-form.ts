import type { DraftFormSpec } from "./draft-form";

/**
 * The scrolling banner text of each page that has one (pages.json, PagesMetaSchema). Called "teks
 * berjalan" as in app/content/content-field-labels.ts, so the form and the server's messages agree.
 */
export const BANNERS_FORM: DraftFormSpec = {
  name: "pages",
  title: "Teks berjalan halaman",
  description: "Kalimat yang bergerak di bagian atas setiap halaman situs.",
  fields(data) {
    return Object.entries(data)
      .filter(([, page]) => typeof page === "object" && page !== null && typeof (page as { banner?: unknown }).banner === "string")
      .map(([id, page]) => ({
        key: `${id}.banner`,
        label: `Teks berjalan halaman ${String((page as { title?: unknown }).title ?? id)}`,
        kind: "multiline" as const,
        group: "Teks berjalan",
      }));
  },
};
