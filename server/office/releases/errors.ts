// The releases part's refusals, merged into OFFICE_ERRORS (../errors.ts): `{ error: { code, message } }`.
export const RELEASES_ERRORS = {
  publish_running: "Penerbitan lain sedang berjalan. Tunggu sampai selesai, lalu coba lagi.",
  nothing_to_publish: "Tidak ada perubahan untuk diterbitkan: semua draf sudah sama dengan situs yang tayang.",
  release_not_found: "Terbitan itu tidak ditemukan. Mungkin sudah dihapus karena hanya beberapa terbitan terakhir yang disimpan.",
} as const;
