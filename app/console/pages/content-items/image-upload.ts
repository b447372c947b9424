import { IMAGE_UPLOAD, type ImageData } from "~/lib/office/news-gallery";
import { API_BASE, ApiError, errorMessage, type ApiClient } from "../../api";

/** The accepted files: a phone's camera (HEIC/HEIF) as well as the usual web formats. */
export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif";

const MAX_MB = IMAGE_UPLOAD.maxBytes / (1024 * 1024);

/**
 * Said before sending, so that a phone on mobile data does not send megabytes only to be refused; also
 * when a proxy in front of the server refuses the body with a page of its own instead of the API's JSON.
 */
export const IMAGE_TOO_LARGE = `Foto terlalu besar: paling besar ${MAX_MB} MB. Pilih foto lain, atau kirim ulang foto dari ponsel dengan ukuran lebih kecil.`;

export const UPLOADING = "Mengunggah dan memproses foto…";

export interface UploadedImage {
  image: Omit<ImageData, "alt">;
  previewUrl?: string;
}

/** Where the console shows a picture of either kind: an uploaded `media/…` file or one shipped with the site. */
export function previewSrc(file: string): string {
  return `${API_BASE}/gambar/pratinjau?file=${encodeURIComponent(file)}`;
}

/** POST /gambar: the file's own bytes, its name in a header (the body is not JSON). */
export function uploadImage(api: ApiClient, file: File): Promise<UploadedImage> {
  return api.postRaw<UploadedImage>("/gambar", file, { "X-Nama-Berkas": encodeURIComponent(file.name) });
}

/** The message for a refused upload: the server's own words (too large, not an image, too many pixels, damaged). */
export function uploadProblem(error: unknown): string {
  if (error instanceof ApiError && error.status === 413 && error.code !== "image_too_large") return IMAGE_TOO_LARGE;
  return errorMessage(error);
}
