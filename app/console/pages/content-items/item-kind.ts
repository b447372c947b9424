import type { ImageData } from "~/lib/office/news-gallery";

// What the shared list, form and hook need to know about one kind of content item (news, gallery):
// written once here, filled in by app/console/pages/news/ and app/console/pages/gallery/.

/** What every item of news.json and gallery.json has. */
export interface ContentItem {
  id: string;
  title: string;
  image: ImageData;
}

/** A content file with a list of items; its other fields go back to the server as they came. */
export interface ItemsFile<T extends ContentItem> {
  items: T[];
  [key: string]: unknown;
}

/**
 * The form's text, keyed by the field's path inside the item ("title", "image.alt"): the same path the
 * server's issues name after `items.N.`, so a refusal lands on its field without a lookup table.
 * Image numbers are text here too, so that unsaved typing fits sessionStorage as it is.
 */
export type ItemValues = Record<string, string>;

export const IMAGE_KEYS = { file: "image.file", alt: "image.alt", width: "image.width", height: "image.height" } as const;

export interface ItemField {
  key: string;
  label: string;
  kind: "text" | "date" | "textarea" | "url" | "select";
  hint?: string;
  /** Characters; shown as a counter and checked before saving. */
  max?: number;
  required?: boolean;
  rows?: number;
  /** The choices of a select, from the file (the gallery's categories). */
  options?: (file: ItemsFile<ContentItem>) => string[];
  /** The select's first, empty choice. */
  placeholder?: string;
  /** Words offered while typing a text (the categories other items use), any other still allowed. */
  suggestions?: (file: ItemsFile<ContentItem>) => string[];
}

export interface ItemKind<T extends ContentItem> {
  /** The API's content name (/api/kantor/konten/:name). */
  name: "news" | "gallery";
  /** The list page's path in the console ("/berita"); forms live at `${path}/baru` and `${path}/:id`. */
  path: string;
  /** The list page's heading and the menu's word. */
  title: string;
  lead: string;
  /** "berita", "foto": how staff call one item, lower case. */
  noun: string;
  /** "Berita", "Foto". */
  Noun: string;
  /** The smallest and largest number of items the site takes. */
  minItems: number;
  maxItems: number;
  /** An id for a title with no letters or digits at all. */
  idFallback: string;
  /** Every field of the form but the photo, in the form's order; the photo comes after them. */
  fields: readonly ItemField[];
  /** Where a new item lands in the list. */
  newAt: "start" | "end";
  /** Said on the form of a new item: where it lands in the list and what that means on the site. */
  newItemNote: string;
  /** Said under a card's title: date, category, place. */
  meta(item: T): string;
  /** A card's extra word ("Berita Utama" for the first news item). */
  badge?(index: number): string | undefined;
  /** Checks beyond the fields' own (news: a body or a link). */
  extraCheck?(values: ItemValues): Record<string, string>;
}
