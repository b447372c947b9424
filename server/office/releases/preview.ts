// What a publication would change, file by file, told for office staff before an admin presses
// Terbitkan (docs/office-console-contract.md, "Publishing": pending[].changes). Pure: the live data and
// the draft come in parsed. The register is compared by its own diff (register/diff.ts, fields by the
// workbook's headers), the news and the gallery item by item, every other file field by field with the
// labels the build's messages use.
import { contentFieldLabel } from "../../../app/content/content-field-labels";
import type { ContentName } from "../../../app/content/content-files";
import type { ContentChanges } from "../../../app/lib/office/publishing";
import { changedPaths, sameJson, shortValue } from "../content/json-diff";
import { diffRegisters, type DiffSite } from "../register/diff";
import { siteIdOf, storedRegister, type StoredSite } from "../register/site-fields";

export type { ContentChanges } from "../../../app/lib/office/publishing";

/** Lines listed per file; the rest is counted ("… dan 12 perubahan lainnya"). */
export const LINES_MAX = 30;

const NUMBER = new Intl.NumberFormat("id-ID");
const count = (value: number) => NUMBER.format(value);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

export function capLines(lines: readonly string[], max = LINES_MAX): string[] {
  return lines.length > max ? [...lines.slice(0, max), `… dan ${count(lines.length - max)} perubahan lainnya`] : [...lines];
}

/** "(kosong)" for nothing, else the value cut short. */
const valueText = (value: unknown) => (value === undefined || value === null || value === "" ? "(kosong)" : shortValue(value));

/**
 * How staff call a field of file `name` ("nomor telepon", "judul halaman Beranda"). A file the build's
 * labels do not know yet (one just added to the registry) is told by its dotted path instead.
 */
function fieldLabel(name: string, path: readonly PropertyKey[]): string {
  try {
    return contentFieldLabel(name as ContentName, path);
  } catch {
    return path.length > 0 ? path.map(String).join(".") : "isi berkas";
  }
}

/** "socialLinks.1.url" as the labels want it: list positions as numbers, found by walking the data. */
function pathKeys(path: string, data: unknown): PropertyKey[] {
  if (path === "") return [];
  const keys: PropertyKey[] = [];
  let at = data;
  for (const part of path.split(".")) {
    const key = Array.isArray(at) && /^\d+$/.test(part) ? Number(part) : part;
    keys.push(key);
    at = Array.isArray(at) || isRecord(at) ? (at as Record<PropertyKey, unknown>)[key] : undefined;
  }
  return keys;
}

/** The changed fields of two documents, one line each: "Nomor telepon: 022 700 → 022 711". */
function fieldLines(name: string, before: unknown, after: unknown): string[] {
  return changedPaths(before, after).map((change) => {
    const label = capitalised(fieldLabel(name, pathKeys(change.path, after === undefined ? before : after)));
    return `${label}: ${valueText(change.before)} → ${valueText(change.after)}`;
  });
}

/** Any file: field by field. */
export function fieldChanges(name: string, before: unknown, after: unknown): ContentChanges {
  const lines = fieldLines(name, before, after);
  return { summary: lines.length === 0 ? "Tidak ada perubahan" : `${count(lines.length)} isian diubah`, lines: capLines(lines) };
}

/** The fields of a file besides its list (`features`, `items`): the register's name, the news page's labels. */
function otherFieldLines(name: string, before: unknown, after: unknown, list: string): string[] {
  const without = (data: unknown) => (isRecord(data) ? Object.fromEntries(Object.entries(data).filter(([key]) => key !== list)) : data);
  return fieldLines(name, without(before), without(after));
}

function summaryOf(parts: readonly string[], otherFields: number): string {
  const all = otherFields > 0 ? [...parts, `${count(otherFields)} isian lain diubah`] : [...parts];
  return all.length === 0 ? "Tidak ada perubahan" : capitalised(all.join(", "));
}

const asDiffSite = (site: StoredSite): DiffSite => ({
  id: siteIdOf(site),
  geometry: Array.isArray(site.geometry?.coordinates) ? { coordinates: site.geometry.coordinates as number[] } : null,
  properties: site.properties ?? {},
});

/** The register: new, changed (with the workbook's headers of the fields) and removed sites. */
export function registerChanges(name: string, before: unknown, after: unknown): ContentChanges {
  const diff = diffRegisters(storedRegister(before).features.map(asDiffSite), storedRegister(after).features.map(asDiffSite));
  const { counts } = diff;
  const parts = [
    counts.new > 0 ? `${count(counts.new)} lokasi baru` : "",
    counts.changed > 0 ? `${count(counts.changed)} lokasi diubah` : "",
    counts.gone > 0 ? `${count(counts.gone)} lokasi dihapus` : "",
  ].filter(Boolean);
  const lines = diff.changes.map((change) =>
    change.change === "baru" ? `Baru: ${change.name}` : change.change === "berubah" ? `Diubah: ${change.name} (${change.fields.join(", ")})` : `Dihapus: ${change.name}`,
  );
  const others = otherFieldLines(name, before, after, "features");
  // The same sites in another order: still a change of the file, so said as one.
  if (parts.length === 0 && others.length === 0 && !sameJson(before, after)) return { summary: "Urutan lokasi diubah", lines: [] };
  return { summary: summaryOf(parts, others.length), lines: capLines([...lines, ...others]) };
}

/** An item's fields as the console's news and gallery forms name them; "image" covers the picture's other fields. */
const NEWS_FIELDS: ReadonlyMap<string, string> = new Map([
  ["title", "Judul"],
  ["date", "Tanggal"],
  ["category", "Kategori"],
  ["excerpt", "Ringkasan"],
  ["body", "Isi berita"],
  ["link", "Tautan sumber"],
  ["image.file", "Foto"],
  ["image.alt", "Teks alternatif"],
  ["image", "Foto"],
]);
const GALLERY_FIELDS: ReadonlyMap<string, string> = new Map([
  ["title", "Judul"],
  ["location", "Tempat"],
  ["category", "Kategori"],
  ["caption", "Keterangan"],
  ["image.file", "Foto"],
  ["image.alt", "Teks alternatif"],
  ["image", "Foto"],
]);

interface ItemsKind {
  /** What one item is called: "berita", "foto". */
  noun: string;
  fields: ReadonlyMap<string, string>;
  /** The first item is shown apart (the news page's featured story). */
  featured?: string;
}

const NEWS: ItemsKind = { noun: "berita", fields: NEWS_FIELDS, featured: "Berita utama" };
const GALLERY: ItemsKind = { noun: "foto", fields: GALLERY_FIELDS };

interface Item {
  id: string;
  title: string;
  data: Record<string, unknown>;
}

function itemsOf(data: unknown): Item[] {
  const items = isRecord(data) && Array.isArray(data.items) ? data.items.filter(isRecord) : [];
  return items.map((item) => {
    const id = typeof item.id === "string" ? item.id : "";
    return { id, title: typeof item.title === "string" && item.title ? item.title : id, data: item };
  });
}

/** The labels of an item's changed fields, in the form's order, each once. */
function itemFields(kind: ItemsKind, before: Item, after: Item): string[] {
  const labels = new Set<string>();
  for (const { path } of changedPaths(before.data, after.data)) {
    const parts = path.split(".");
    let label: string | undefined;
    for (let length = parts.length; length > 0 && !label; length--) label = kind.fields.get(parts.slice(0, length).join("."));
    labels.add(label ?? path);
  }
  const order = [...new Set(kind.fields.values())];
  const rank = (label: string) => (order.includes(label) ? order.indexOf(label) : order.length);
  return [...labels].sort((a, b) => rank(a) - rank(b));
}

/** News or gallery: items added, changed (which fields), removed, a new order, and a new featured story. */
export function itemChanges(name: string, kind: ItemsKind, before: unknown, after: unknown): ContentChanges {
  const old = itemsOf(before);
  const now = itemsOf(after);
  const oldById = new Map(old.map((item) => [item.id, item]));
  const nowIds = new Set(now.map((item) => item.id));
  const lines: string[] = [];
  let added = 0;
  let changed = 0;
  for (const item of now) {
    const previous = oldById.get(item.id);
    if (!previous) {
      added += 1;
      lines.push(`Baru: ${item.title}`);
      continue;
    }
    const fields = itemFields(kind, previous, item);
    if (fields.length === 0) continue;
    changed += 1;
    lines.push(`Diubah: ${item.title} (${fields.join(", ")})`);
  }
  const removed = old.filter((item) => !nowIds.has(item.id));
  for (const item of removed) lines.push(`Dihapus: ${item.title}`);

  // The kept items in another order than before (a new or removed one moves none of the others).
  const keptBefore = old.filter((item) => nowIds.has(item.id)).map((item) => item.id);
  const keptAfter = now.filter((item) => oldById.has(item.id)).map((item) => item.id);
  const reordered = !sameJson(keptBefore, keptAfter);
  if (reordered) lines.push("Urutan diubah");

  const featured = now[0];
  const featuredChanged = kind.featured !== undefined && featured !== undefined && featured.id !== old[0]?.id;
  if (featuredChanged) lines.unshift(`${kind.featured}: ${featured.title}`);

  const parts = [
    added > 0 ? `${count(added)} ${kind.noun} baru` : "",
    changed > 0 ? `${count(changed)} ${kind.noun} diubah` : "",
    removed.length > 0 ? `${count(removed.length)} ${kind.noun} dihapus` : "",
    reordered ? "urutan diubah" : "",
    featuredChanged ? `${kind.featured!.toLowerCase()} diganti` : "",
  ].filter(Boolean);
  const others = otherFieldLines(name, before, after, "items");
  return { summary: summaryOf(parts, others.length), lines: capLines([...lines, ...others]) };
}

type Preview = (name: string, before: unknown, after: unknown) => ContentChanges;

/** How each content file's changes are told; any other file field by field. */
const PREVIEWS: Partial<Record<ContentName | "news" | "gallery", Preview>> = {
  sites: registerChanges,
  news: (name, before, after) => itemChanges(name, NEWS, before, after),
  gallery: (name, before, after) => itemChanges(name, GALLERY, before, after),
};

/** What publishing `after` over the live `before` of content file `name` changes, for people. */
export function previewChanges(name: string, before: unknown, after: unknown): ContentChanges {
  const preview = Object.hasOwn(PREVIEWS, name) ? PREVIEWS[name as keyof typeof PREVIEWS]! : fieldChanges;
  return preview(name, before, after);
}
