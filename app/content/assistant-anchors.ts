// The sections of each page that the assistant may link to ("Baca selengkapnya"). Each id is the `id` of a
// heading on that page (set in the page's view component). The build checks every answer link against this
// list, and scripts/postbuild.mjs checks that every id here really is in the prerendered page, so the list
// cannot drift from the pages. Dasar Hukum's sections come from laws.ts ("kategori-<category id>").
export const PAGE_SECTIONS: Readonly<Record<string, readonly string[]>> = {
  "/": ["layanan", "konsultasi", "kritik-saran"],
  "/literasi-wakaf": ["pengertian", "rukun", "manfaat", "jenis", "syarat", "dalil", "tata-cara"],
  "/dasar-hukum": [],
  "/berita-wakaf": [],
  "/galeri-wakaf": [],
  "/profil-kua": ["tentang", "kontak", "visi", "misi", "layanan-kua", "nilai-kemenag"],
  "/pemetaan-wakaf": ["peta-lokasi", "statistik", "daftar-lokasi", "ringkasan"],
  "/kuis-wakaf": [],
  "/kritik-saran": ["alasan-masukan", "kontak-langsung"],
};

/** Every page's linkable sections, with Dasar Hukum's derived from its law categories. */
export function withLawSections(categories: ReadonlyArray<{ id: string }>): Record<string, readonly string[]> {
  return { ...PAGE_SECTIONS, "/dasar-hukum": categories.map((category) => `kategori-${category.id}`) };
}

/** Why a link ("/page" or "/page#section") does not lead anywhere, or null when it does. */
export function linkProblem(link: string, sections: Readonly<Record<string, readonly string[]>>): string | null {
  const [path = "", hash, ...rest] = link.split("#");
  if (rest.length > 0) return `tautan "${link}" memuat lebih dari satu tanda #`;
  const pageSections = sections[path];
  if (!pageSections) return `halaman "${path}" tidak ada`;
  if (hash !== undefined && !pageSections.includes(hash)) return `bagian "#${hash}" tidak ada di halaman ${path}`;
  return null;
}
