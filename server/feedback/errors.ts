import { FEEDBACK_LIMITS, HONEYPOT_FIELD, type FeedbackField } from "../../app/lib/feedback-entry";

/** Every error the feedback API answers, as `{ code, message }` with an Indonesian message. */
export const API_ERRORS = {
  rate_limited: "Terlalu banyak kiriman dari alamat Anda. Silakan coba lagi sebentar lagi.",
  unsupported_media_type: "Jenis konten harus application/json.",
  payload_too_large: "Ukuran data terlalu besar. Batasnya 16 KB.",
  invalid_json: "Data yang dikirim bukan JSON yang valid.",
  not_object: "Data yang dikirim harus berupa objek JSON berisi id, name, email, message, dan timestamp.",
  unknown_field: "Data yang dikirim berisi kolom yang tidak dikenal.",
  not_found: "Alamat API tidak ditemukan.",
  method_not_allowed: "Metode ini tidak didukung. Gunakan POST.",
  server_error: "Terjadi kesalahan pada server. Masukan Anda belum tersimpan; silakan coba lagi nanti.",
} as const;

const FIELD_MESSAGES: Record<FeedbackField, string> = {
  id: "ID masukan harus berupa UUID yang valid.",
  name: `Nama lengkap wajib diisi, paling banyak ${FEEDBACK_LIMITS.name} karakter.`,
  email: `Mohon masukkan alamat email yang valid (paling banyak ${FEEDBACK_LIMITS.email} karakter).`,
  message: `Pesan wajib diisi, paling banyak ${new Intl.NumberFormat("id-ID").format(FEEDBACK_LIMITS.message)} karakter.`,
  timestamp: "Waktu pengiriman harus berupa tanggal dan jam ISO 8601 yang valid.",
  [HONEYPOT_FIELD]: "Data yang dikirim tidak valid.",
};

export type ApiErrorCode = keyof typeof API_ERRORS | "invalid_field";

export interface ApiErrorBody {
  code: ApiErrorCode;
  message: string;
  field?: FeedbackField;
}

export function apiError(code: keyof typeof API_ERRORS): ApiErrorBody {
  return { code, message: API_ERRORS[code] };
}

export function fieldError(field: FeedbackField): ApiErrorBody {
  return { code: "invalid_field", message: FIELD_MESSAGES[field], field };
}
