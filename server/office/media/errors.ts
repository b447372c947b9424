// The image part's refusals, merged into OFFICE_ERRORS (../errors.ts): `{ error: { code, message } }`.
// The limits are IMAGE_UPLOAD's own numbers, so the words cannot drift from what is enforced.
import { IMAGE_UPLOAD } from "../../../app/lib/office/news-gallery";
import type { MediaErrorCode } from "./image-pipeline";

const number = (value: number) => value.toLocaleString("id-ID", { maximumFractionDigits: 1 });
export const IMAGE_MAX_MB = IMAGE_UPLOAD.maxBytes / 1024 / 1024;
export const IMAGE_MAX_MEGAPIXELS = IMAGE_UPLOAD.maxPixels / 1_000_000;

export const MEDIA_ERRORS = {
  image_too_large: `Berkas terlalu besar: paling besar ${number(IMAGE_MAX_MB)} MB. Kirim foto yang ukurannya lebih kecil, misalnya setelah diperkecil lewat fitur kirim/bagikan di ponsel.`,
  image_not_supported: "Berkas ini bukan foto yang dapat dibaca. Pilih foto berformat JPEG, PNG, WebP, atau HEIC (foto dari kamera ponsel).",
  image_too_many_pixels: `Ukuran gambar terlalu besar (lebih dari ${number(IMAGE_MAX_MEGAPIXELS)} megapiksel), jadi tidak dibuka. Perkecil ukuran gambarnya, lalu unggah lagi.`,
  image_damaged: "Foto ini rusak atau terpotong sehingga tidak dapat dibuka. Coba kirim ulang foto itu dari ponsel.",
  image_busy: "Server sedang mengolah beberapa foto lain. Tunggu sebentar, lalu unggah lagi.",
  image_not_found: "Gambar itu tidak ditemukan.",
} as const;

export type MediaRefusal = keyof typeof MEDIA_ERRORS;

/** What the pipeline's refusals are answered with. */
export const PIPELINE_REFUSALS: Record<MediaErrorCode, { code: MediaRefusal; status: 413 | 415 | 422 }> = {
  too_large: { code: "image_too_large", status: 413 },
  not_an_image: { code: "image_not_supported", status: 415 },
  too_many_pixels: { code: "image_too_many_pixels", status: 422 },
  damaged: { code: "image_damaged", status: 422 },
};
