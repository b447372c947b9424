import { formatCount } from "../../format";
import type { RegisterChangeKind, RegisterUpload } from "../../types";

// The register page's wording, in one place so that the page, its parts and the tests say the same.

/**
 * The largest file the server takes (413 upload_too_large). Checked in the browser first so that a
 * phone on mobile data does not send megabytes only to be refused; 5 MiB, as the server counts it
 * (server/office/register/limits.ts).
 */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The server's own 413 words (server/office/register/errors.ts, upload_too_large), so staff read one
 * message whichever side refused the file.
 */
export const TOO_LARGE_MESSAGE = "Berkas terlalu besar: paling besar 5 MB. Hapus lembar atau gambar yang tidak perlu, lalu unggah lagi.";

export const NO_FILE_MESSAGE = "Pilih berkas register (.xlsx atau .csv) terlebih dahulu.";

export const SAVED_MESSAGE = "Draf register tersimpan. Terbitkan di halaman Terbitkan agar tampil di situs.";

export const CANCELLED_MESSAGE = "Unggahan dibatalkan. Register tidak berubah.";

/** "12 lokasi baru, 3 berubah, 40 tetap, 1 hilang dari register." */
export function countsSentence(counts: RegisterUpload["counts"]): string {
  return `${formatCount(counts.new)} lokasi baru, ${formatCount(counts.changed)} berubah, ${formatCount(counts.unchanged)} tetap, ${formatCount(counts.gone)} hilang dari register.`;
}

/** "56 baris dibaca: 2 kesalahan, 1 peringatan." */
export function readSentence(counts: RegisterUpload["counts"]): string {
  return `${formatCount(counts.rows)} baris dibaca: ${formatCount(counts.errors)} kesalahan, ${formatCount(counts.warnings)} peringatan.`;
}

export const CHANGE_GROUPS: readonly { change: RegisterChangeKind; title: string; note?: string }[] = [
  { change: "baru", title: "Lokasi baru" },
  { change: "berubah", title: "Lokasi berubah" },
  {
    change: "hilang",
    title: "Hilang dari register",
    // The one change that removes something from the site: said plainly before anyone saves it.
    note: "Lokasi ini ada di register sekarang, tetapi tidak ada di berkas. Jika berkas disimpan dan diterbitkan, lokasi ini tidak lagi tampil di situs.",
  },
];
