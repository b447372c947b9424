// A new item's id is its page address (/berita-wakaf/<id>), so it is made once from the title and then
// kept: a later change of the title must not break links people already shared.

const MAX_LENGTH = 80;

/** Console addresses an item's form cannot have: /berita/baru is the new item's form. */
const RESERVED = ["baru"];

/** "Ikrar Wakaf di KUA Cibeunying, 2025!" → "ikrar-wakaf-di-kua-cibeunying-2025" (accents folded). */
export function kebabCase(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= MAX_LENGTH) return slug;
  // A whole word less rather than a word cut in half.
  const cut = slug.slice(0, MAX_LENGTH);
  const lastHyphen = cut.lastIndexOf("-");
  return (lastHyphen > 0 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, "");
}

/** The title's kebab-case, or `fallback`, made unique among `taken` with -2, -3, … */
export function newItemId(title: string, taken: Iterable<string>, fallback: string): string {
  const base = kebabCase(title) || fallback;
  const used = new Set([...RESERVED, ...taken]);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}
