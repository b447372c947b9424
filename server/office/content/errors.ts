// The content part's refusals, merged into OFFICE_ERRORS (../errors.ts): `{ error: { code, message } }`.
export const CONTENT_ERRORS = {
  invalid_content: "Ada isian yang belum benar. Periksa kolom yang ditandai, lalu simpan lagi.",
  // Named content_stale, not stale_edit: the inbox's stale_edit says something else about a message.
  content_stale:
    "Data ini sudah diubah oleh petugas lain sejak Anda membukanya. Isian Anda belum disimpan dan masih ada di formulir: salin bila perlu, muat ulang, lalu ulangi.",
  content_not_found: "Data konten itu tidak dikenal.",
} as const;

/** content_stale naming who changed it, when the draft says so. */
export function contentStaleMessage(updatedBy: string | null | undefined): string {
  return updatedBy ? CONTENT_ERRORS.content_stale.replace("petugas lain", updatedBy) : CONTENT_ERRORS.content_stale;
}
