// The one list of the site's pages (SPEC §2, in navigation order). Routes, navigation, sitemap and
// tests all derive from it, so a page cannot exist in one place and be missing in another.
export const NAV_ITEMS = [
  { id: "beranda", label: "Beranda", path: "/", file: "routes/home.tsx" },
  { id: "literasi-wakaf", label: "Literasi Wakaf", path: "/literasi-wakaf", file: "routes/literasi-wakaf.tsx" },
  { id: "dasar-hukum", label: "Dasar Hukum", path: "/dasar-hukum", file: "routes/dasar-hukum.tsx" },
  { id: "berita-wakaf", label: "Berita Wakaf", path: "/berita-wakaf", file: "routes/berita-wakaf.tsx" },
  { id: "galeri-wakaf", label: "Galeri", path: "/galeri-wakaf", file: "routes/galeri-wakaf.tsx" },
  { id: "profil-kua", label: "Profil KUA", path: "/profil-kua", file: "routes/profil-kua.tsx" },
  { id: "pemetaan-wakaf", label: "Pemetaan Wakaf", path: "/pemetaan-wakaf", file: "routes/pemetaan-wakaf.tsx" },
  { id: "kuis-wakaf", label: "Kuis", path: "/kuis-wakaf", file: "routes/kuis-wakaf.tsx" },
  { id: "kritik-saran", label: "Kritik & Saran", path: "/kritik-saran", file: "routes/kritik-saran.tsx" },
] as const;

export type NavItem = (typeof NAV_ITEMS)[number];
export type PageId = NavItem["id"];

/** Path prerendered for unknown URLs; the server and static hosts answer 404 with it. */
export const NOT_FOUND_PATH = "/404";

export const ROUTE_PATHS: readonly string[] = NAV_ITEMS.map((item) => item.path);

export const prerenderPaths: string[] = [...ROUTE_PATHS, NOT_FOUND_PATH];
