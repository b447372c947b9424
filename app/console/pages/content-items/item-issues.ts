import type { ContentIssue } from "../../types";
import { IMAGE_KEYS, type ContentItem, type ItemKind, type ItemsFile } from "./item-kind";
import { itemName, sentence } from "./text";

// The server's `invalid_content` issues name paths of the whole file ("items.2.image.alt"). The form
// shows an issue of its own item at the field, and the list shows an issue at the item's card; whatever
// belongs to neither (another item, the list's length, the file's own fields) is said in the summary.

const ITEM_PATH = /^items\.(\d+)(?:\.(.+))?$/;

/** The form field of a path inside an item ("image.width" is the photo's, the alt text has its own field). */
export function fieldKeyOf<T extends ContentItem>(kind: ItemKind<T>, path: string): string | undefined {
  if (path === IMAGE_KEYS.alt) return IMAGE_KEYS.alt;
  if (path === "image" || path.startsWith("image.")) return IMAGE_KEYS.file;
  const head = path.split(".")[0];
  return kind.fields.some((field) => field.key === head) ? head : undefined;
}

export function fieldLabel<T extends ContentItem>(kind: ItemKind<T>, key: string | undefined): string | undefined {
  if (key === IMAGE_KEYS.file) return "Foto";
  if (key === IMAGE_KEYS.alt) return "Teks alternatif";
  return kind.fields.find((field) => field.key === key)?.label;
}

/** One issue as a line of a summary: which item, which field, what is wrong. */
function describe<T extends ContentItem>(kind: ItemKind<T>, file: ItemsFile<T>, issue: ContentIssue): string {
  const match = ITEM_PATH.exec(issue.path);
  if (!match) return issue.path && issue.path !== "items" ? `${issue.path}: ${sentence(issue.message)}` : sentence(issue.message);
  const item = file.items[Number(match[1])];
  const label = match[2] ? fieldLabel(kind, fieldKeyOf(kind, match[2])) : undefined;
  const who = item ? `${kind.Noun} "${itemName(item)}"` : `${kind.Noun} ke-${Number(match[1]) + 1}`;
  return `${who}${label ? ` (${label})` : ""}: ${sentence(issue.message)}`;
}

/** For the form of the item at `index` of the file that was sent. */
export function formIssues<T extends ContentItem>(kind: ItemKind<T>, file: ItemsFile<T>, index: number, issues: readonly ContentIssue[]): { fields: Record<string, string>; general: string[] } {
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const issue of issues) {
    const match = ITEM_PATH.exec(issue.path);
    const key = match && Number(match[1]) === index && match[2] ? fieldKeyOf(kind, match[2]) : undefined;
    if (key) fields[key] ??= sentence(issue.message);
    else general.push(describe(kind, file, issue));
  }
  return { fields, general };
}

/** For the list page: each item's problems by its id (field named), the rest apart. */
export function listIssues<T extends ContentItem>(kind: ItemKind<T>, file: ItemsFile<T>, issues: readonly ContentIssue[]): { byItem: Record<string, string[]>; general: string[] } {
  const byItem: Record<string, string[]> = {};
  const general: string[] = [];
  for (const issue of issues) {
    const match = ITEM_PATH.exec(issue.path);
    const item = match ? file.items[Number(match[1])] : undefined;
    if (!match || !item) {
      general.push(describe(kind, file, issue));
      continue;
    }
    const label = match[2] ? fieldLabel(kind, fieldKeyOf(kind, match[2])) : undefined;
    (byItem[item.id] ??= []).push(label ? `${label}: ${sentence(issue.message)}` : sentence(issue.message));
  }
  return { byItem, general };
}
