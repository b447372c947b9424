import type { ContentItem, ItemKind } from "./item-kind";

// Wording both pages share, so the list, the form and the tests say the same.

export const PUBLISH_HINT = "Tersimpan sebagai draf. Terbitkan di halaman Terbitkan agar tampil di situs.";

/**
 * The server's words start in lower case ("tidak boleh kosong"): they are written to follow a field's
 * name in a build log. Next to a field they read as a sentence of their own.
 */
export function sentence(message: string): string {
  const text = message.trim();
  if (!text) return text;
  const capital = text[0]!.toUpperCase() + text.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}

/** How staff see an item in a message: its title, or its id when the title is empty. */
export function itemName(item: ContentItem): string {
  return item.title.trim() || item.id;
}

/** What the list page says after a form saved (router state: it is said once, not after a reload). */
export interface ListNoticeState {
  notice: string;
}

export function listNoticeOf(state: unknown): string | undefined {
  const notice = (state as Partial<ListNoticeState> | null)?.notice;
  return typeof notice === "string" ? notice : undefined;
}

export const addedNotice = <T extends ContentItem>(kind: ItemKind<T>, title: string) => `${kind.Noun} "${title}" ditambahkan.`;
export const changedNotice = <T extends ContentItem>(kind: ItemKind<T>, title: string) => `${kind.Noun} "${title}" diubah.`;
export const removedNotice = <T extends ContentItem>(kind: ItemKind<T>, title: string) => `${kind.Noun} "${title}" dihapus dari draf.`;
