import type { AuditAction } from "../../server/office/audit";

// Readable Indonesian for the audit log's action names. Typed against the server's list, so a new
// action fails the type check until it has a label here.
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  masuk: "Masuk",
  "gagal-masuk": "Gagal masuk",
  "masuk-diblokir": "Masuk diblokir sementara",
  keluar: "Keluar",
  "keluar-semua": "Keluar dari semua perangkat",
  "akun-dibuat": "Akun dibuat",
  "sandi-diganti": "Kata sandi diatur ulang oleh admin",
  "akun-dinonaktifkan": "Akun dinonaktifkan",
  "akun-diaktifkan": "Akun diaktifkan",
  "penyiapan-pertama": "Penyiapan pertama",
  "sandi-sendiri-diganti": "Kata sandi sendiri diganti",
  "masukan-diubah": "Masukan diubah",
  "masukan-diekspor": "Masukan diunduh",
  "konten-diubah": "Draf konten diubah",
  "konten-draf-dibuang": "Draf konten dibuang",
  "terbitan-dimulai": "Penerbitan dimulai",
  "terbitan-berhasil": "Penerbitan berhasil",
  "terbitan-gagal": "Penerbitan gagal",
  "terbitan-dikembalikan": "Situs dikembalikan ke versi lama",
  "register-diunggah": "Berkas data tanah wakaf diunggah",
  "register-draf-disimpan": "Draf data tanah wakaf disimpan",
  "register-situs-diubah": "Lokasi tanah wakaf diubah (draf)",
  "register-situs-ditambah": "Lokasi tanah wakaf ditambahkan (draf)",
  "register-situs-dihapus": "Lokasi tanah wakaf dihapus (draf)",
  "gambar-diunggah": "Foto diunggah",
};

/** An action the console does not know yet (a newer server) is shown by its own name. */
export function auditActionLabel(action: string): string {
  return (AUDIT_ACTION_LABELS as Record<string, string>)[action] ?? action;
}
