import { ALT_MAX, ALT_MIN, toDisplayDate } from "~/lib/office/news-gallery";
import { IMAGE_KEYS, type ContentItem, type ItemKind, type ItemValues } from "./item-kind";
import { sentence } from "./text";

// The simple rules checked before anything is sent, in the build schema's own words where it has them
// (app/content/content-fields.ts), so staff read one message whichever side refused. The server's
// `invalid_content` stays the judge of everything else.

export const REQUIRED = "tidak boleh kosong";
export const CHOOSE_ONE = "pilih salah satu";
export const HTTP_URL = "harus berupa alamat http(s) yang lengkap";
export const BAD_DATE = "tanggal tidak valid: pilih tanggal dari kalender";
export const NO_PHOTO = "pilih foto terlebih dahulu";
export const ALT_MISSING = "teks alternatif wajib diisi: jelaskan isi foto";
export const ALT_SHORT = `teks alternatif (alt) terlalu pendek: jelaskan isi gambar (paling sedikit ${ALT_MIN} karakter)`;
/** "judul paling banyak 160 karakter", as the build's schemas word it (news.schema.ts, gallery.schema.ts). */
export const tooLong = (what: string, max: number) => `${what.toLowerCase()} paling banyak ${max} karakter`;

/** The form's problems by field key, each a sentence; empty when the item may be sent. */
export function checkItem<T extends ContentItem>(kind: ItemKind<T>, values: ItemValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of kind.fields) {
    const value = (values[field.key] ?? "").trim();
    if (!value) {
      if (field.required) errors[field.key] = field.kind === "select" ? CHOOSE_ONE : REQUIRED;
      continue;
    }
    if (field.max !== undefined && value.length > field.max) errors[field.key] = tooLong(field.label, field.max);
    else if (field.kind === "url" && !/^https?:\/\/\S+$/i.test(value)) errors[field.key] = HTTP_URL;
    else if (field.kind === "date" && !toDisplayDate(value)) errors[field.key] = BAD_DATE;
  }
  if (!values[IMAGE_KEYS.file]) errors[IMAGE_KEYS.file] = NO_PHOTO;
  const alt = (values[IMAGE_KEYS.alt] ?? "").trim();
  if (!alt) errors[IMAGE_KEYS.alt] = ALT_MISSING;
  else if (alt.length < ALT_MIN) errors[IMAGE_KEYS.alt] = ALT_SHORT;
  else if (alt.length > ALT_MAX) errors[IMAGE_KEYS.alt] = tooLong("teks alternatif (alt)", ALT_MAX);
  Object.assign(errors, kind.extraCheck?.(values));
  return Object.fromEntries(Object.entries(errors).map(([key, message]) => [key, sentence(message)]));
}

/** The order the form shows its fields in, for the summary and for focus. */
export function fieldOrder<T extends ContentItem>(kind: ItemKind<T>): string[] {
  return [...kind.fields.map((field) => field.key), IMAGE_KEYS.file, IMAGE_KEYS.alt];
}
