// The news and gallery items as the office keeps them (issue 34): their limits, the image a content file
// names, and the display date. The build's schemas (app/content/news.schema.ts, gallery.schema.ts), the
// office server (image uploads) and the console's forms all take them from here. Types and constants
// only, plus two tiny date helpers: the console's bundle takes it as it is, without zod.

/** How an image is named in news.json / gallery.json. */
export interface ImageData {
  /**
   * "news/ikrar-wakaf.svg": a picture shipped with the site (under app/assets), or
   * "media/<20 hex>-<width>.webp": one uploaded through the console (the largest of its sizes; the
   * smaller ones are its siblings "media/<same hex>-<w>.webp", found by that prefix).
   */
  file: string;
  /** Describes the picture for people who cannot see it (screen readers, images not loaded). */
  alt: string;
  width: number;
  height: number;
}

export interface NewsItemData {
  id: string;
  title: string;
  /** Display text such as "28 Oktober 2025" (toDisplayDate/fromDisplayDate). */
  date: string;
  category: string;
  /** The summary on the news list. */
  excerpt: string;
  /** The whole story: plain text, paragraphs split by an empty line, links written as addresses or [teks](https://…). "" = none. */
  body: string;
  /** The source article (http/https); "" = none. An item has a body, a link, or both. */
  link: string;
  image: ImageData;
}

export interface GalleryItemData {
  id: string;
  title: string;
  /** Where it was taken. */
  location: string;
  /** One of the gallery's categories. */
  category: string;
  /** A sentence under the picture; "" = none. */
  caption: string;
  image: ImageData;
}

export const NEWS_LIMITS = { items: 30, title: 160, category: 40, excerpt: 400, body: 20_000 } as const;
export const GALLERY_LIMITS = { items: 60, title: 120, location: 120, caption: 300 } as const;
/** Alt text: at least this many characters (a word or two says nothing about a photo). */
export const ALT_MIN = 10;
export const ALT_MAX = 300;

/** Where the public site serves uploaded pictures; their names carry their content's hash, so they never change. */
export const MEDIA_URL_PREFIX = "/media/";

/** An uploaded picture as news.json / gallery.json name it. */
export const MEDIA_FILE_PATTERN = /^media\/([a-f0-9]{20})-([1-9][0-9]{1,3})\.webp$/;

/** What the console accepts as an image upload, and what it makes of it. */
export const IMAGE_UPLOAD = {
  /** Bytes of the file as staff pick it (a phone photo is 2–8 MB). */
  maxBytes: 15 * 1024 * 1024,
  /** Pixels of the decoded picture: more is refused unread (a "decompression bomb"); 50 MP covers phone cameras. */
  maxPixels: 50_000_000,
  /** The WebP widths written (never wider than the original); the pages pick one by screen width. */
  widths: [480, 960, 1440] as const,
} as const;

export const MONTHS_ID = [
  "Januari",
  "Februari",
  "Maret",
  "April",
  "Mei",
  "Juni",
  "Juli",
  "Agustus",
  "September",
  "Oktober",
  "November",
  "Desember",
] as const;

/** "2025-10-28" (a date input's value) → "28 Oktober 2025"; undefined when it is not a real date. */
export function toDisplayDate(iso: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return `${day} ${MONTHS_ID[month - 1]} ${year}`;
}

/** "28 Oktober 2025" → "2025-10-28"; undefined when it is not written that way. */
export function fromDisplayDate(display: string): string | undefined {
  const match = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(display.trim());
  if (!match) return undefined;
  const month = MONTHS_ID.indexOf(match[2] as (typeof MONTHS_ID)[number]);
  if (month < 0) return undefined;
  const iso = `${match[3]}-${String(month + 1).padStart(2, "0")}-${match[1]!.padStart(2, "0")}`;
  return toDisplayDate(iso) ? iso : undefined;
}
