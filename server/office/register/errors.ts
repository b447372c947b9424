// The register part's refusals, merged into OFFICE_ERRORS (../errors.ts): `{ error: { code, message } }`.
// An upload refused for what it holds gets a sentence of its own (upload.ts) under one of these codes.
import { UPLOAD_MAX_MB, UPLOAD_TTL_MINUTES, UPLOADS_KEPT } from "./limits";

export const REGISTER_ERRORS = {
  upload_too_large: `Berkas terlalu besar: paling besar ${UPLOAD_MAX_MB} MB. Hapus lembar atau gambar yang tidak perlu, lalu unggah lagi.`,
  upload_not_workbook:
    "Berkas ini bukan buku kerja Excel (.xlsx) atau CSV. Di Excel pilih Simpan Sebagai → Buku Kerja Excel (.xlsx) atau CSV UTF-8, lalu unggah berkas itu.",
  upload_expired: `Unggahan ini sudah tidak tersimpan di server (lebih dari ${UPLOAD_TTL_MINUTES} menit, atau sudah ada ${UPLOADS_KEPT} unggahan yang lebih baru). Unggah berkasnya lagi.`,
  upload_refused:
    "Unggahan ini masih memiliki baris bergalat, jadi tidak dapat disimpan. Perbaiki baris yang ditandai di berkas Anda, lalu unggah lagi.",
  site_not_found: "Lokasi itu tidak ada di register (mungkin sudah dihapus atau register sudah diganti oleh petugas lain). Buka lagi daftar lokasi.",
} as const;

/**
 * content_stale for the register: the draft moved on since the upload was compared with it, so the
 * comparison the person saw is out of date; a new upload compares it again.
 */
export function registerStaleMessage(updatedBy: string | null | undefined): string {
  const who = updatedBy ?? "petugas lain";
  return `Data tanah wakaf sudah diubah oleh ${who} sejak berkas ini diunggah, jadi perbandingannya sudah tidak berlaku. Unggahan Anda belum disimpan: unggah berkasnya lagi untuk membandingkannya dengan data terbaru.`;
}

/**
 * content_stale for one site's form: the register's draft moved on since the form was opened (a
 * colleague changed a site, or uploaded a register). What was typed is kept in the form.
 */
export function siteStaleMessage(updatedBy: string | null | undefined): string {
  const who = updatedBy ?? "petugas lain";
  return `Data tanah wakaf sudah diubah oleh ${who} sejak formulir ini dibuka. Isian Anda belum disimpan dan masih ada di formulir. Simpan lagi untuk menerapkannya pada data terbaru; bila ${who} mengubah lokasi yang sama, isian Anda menggantikan perubahannya.`;
}
