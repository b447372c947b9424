import { CONTENT_ERRORS } from "./content/errors";
import { INBOX_ERRORS } from "./inbox/errors";
import { MEDIA_ERRORS } from "./media/errors";
import { REGISTER_ERRORS } from "./register/errors";
import { RELEASES_ERRORS } from "./releases/errors";
import { DISPLAY_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, type Field } from "./rules";

/** Every refusal of the office API, answered as `{ error: { code, message } }` in Indonesian. */
export const OFFICE_ERRORS = {
  invalid_credentials: "Nama pengguna atau kata sandi salah.",
  too_many_attempts: "Terlalu banyak percobaan masuk yang gagal. Tunggu sebentar, lalu coba lagi.",
  not_signed_in: "Anda belum masuk atau sesi Anda sudah berakhir. Silakan masuk lagi.",
  cross_origin: "Permintaan ditolak karena tidak dikirim dari halaman kantor di alamat ini.",
  csrf_invalid: "Token keamanan tidak ada atau tidak cocok. Muat ulang halaman, lalu coba lagi.",
  wrong_current_password: "Kata sandi saat ini salah.",
  admin_only: "Hanya admin yang boleh melakukan ini.",
  username_taken: "Nama pengguna itu sudah dipakai akun lain.",
  account_not_found: "Akun tidak ditemukan.",
  cannot_disable_self: "Anda tidak dapat menonaktifkan akun Anda sendiri.",
  last_admin: "Akun ini adalah admin aktif terakhir dan tidak dapat dinonaktifkan.",
  setup_closed: "Penyiapan pertama sudah selesai: sudah ada akun kantor. Silakan masuk.",
  setup_token_invalid: "Tautan penyiapan tidak berlaku (salah, sudah dipakai, atau kedaluwarsa). Mulai ulang server untuk mendapat tautan baru.",
  unsupported_media_type: "Jenis konten harus application/json.",
  payload_too_large: "Ukuran data terlalu besar.",
  invalid_json: "Data yang dikirim bukan JSON yang valid.",
  not_found: "Alamat API kantor tidak ditemukan.",
  method_not_allowed: "Metode ini tidak didukung untuk alamat ini.",
  server_error: "Terjadi kesalahan pada server. Silakan coba lagi nanti.",
  ...INBOX_ERRORS,
  ...CONTENT_ERRORS,
  ...RELEASES_ERRORS,
  ...REGISTER_ERRORS,
  ...MEDIA_ERRORS,
} as const;

const FIELD_MESSAGES: Record<Field, string> = {
  username: "Nama pengguna harus 3–40 karakter: huruf kecil a–z, angka, titik, garis bawah, atau tanda hubung.",
  displayName: `Nama tampilan wajib diisi, paling banyak ${DISPLAY_NAME_MAX} karakter.`,
  password: `Kata sandi harus ${PASSWORD_MIN}–${PASSWORD_MAX} karakter dan tidak sama dengan nama pengguna.`,
  role: "Peran harus admin atau staf.",
};

export type OfficeErrorCode = keyof typeof OFFICE_ERRORS | "invalid_field";

export interface OfficeErrorBody {
  error: { code: OfficeErrorCode; message: string; field?: Field };
}

export function officeError(code: keyof typeof OFFICE_ERRORS): OfficeErrorBody {
  return { error: { code, message: OFFICE_ERRORS[code] } };
}

export function officeFieldError(field: Field): OfficeErrorBody {
  return { error: { code: "invalid_field", message: FIELD_MESSAGES[field], field } };
}
