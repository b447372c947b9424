// The inbox part's refusals, merged into OFFICE_ERRORS (../errors.ts): `{ error: { code, message } }`.
// No imports from ../errors.ts: that file imports this one.
import { NOTE_MAX } from "../../../app/lib/office/inbox";

export const INBOX_ERRORS = {
  stale_edit:
    "Pesan ini baru saja diubah oleh petugas lain. Perubahan Anda belum disimpan: lihat isinya sekarang, lalu ulangi bila perlu.",
  feedback_not_found: "Masukan itu tidak ditemukan.",
  invalid_status: "Status tidak dikenal. Pilih Baru, Dibaca, Ditindaklanjuti, atau Selesai.",
  invalid_reason: "Alasan tidak dikenal. Pilih Pertanyaan, Kritik, Saran, Pengaduan, atau Lainnya.",
  note_too_long: `Catatan harus berupa teks, paling banyak ${NOTE_MAX.toLocaleString("id-ID")} karakter.`,
  invalid_version: "Versi data tidak valid. Muat ulang halaman, lalu coba lagi.",
} as const;
