// The web app manifest (site.webmanifest), written by scripts/postbuild.mjs from the office details and
// the route list. Issue 17 added what richer install dialogs use: `id`, a maskable icon with a safe
// zone, screenshots at phone and desktop size (public/screenshots/, taken by
// scripts/capture-screenshots.mjs) and launcher shortcuts to Pemetaan and Kuis (decision 134).

/** The install dialog's pictures; capture-screenshots.mjs photographs `path` at exactly `sizes`. */
export const MANIFEST_SCREENSHOTS = [
  {
    src: "/screenshots/beranda-ponsel.jpg",
    sizes: "412x915",
    type: "image/jpeg",
    form_factor: "narrow",
    label: "Beranda SIMPATI WAKAF di ponsel",
    path: "/",
  },
  {
    src: "/screenshots/beranda-desktop.jpg",
    sizes: "1280x800",
    type: "image/jpeg",
    form_factor: "wide",
    label: "Beranda SIMPATI WAKAF di komputer",
    path: "/",
  },
];

/**
 * The manifest object. `shortcuts` name pages by id (app/content/offline.ts); an id that is not in
 * `navItems` fails the build rather than writing a shortcut to nowhere.
 */
export function webManifest({ office, navItems, shortcuts }) {
  const pathOf = (id) => {
    const item = navItems.find((nav) => nav.id === id);
    if (!item) throw new Error(`postbuild: manifest shortcut names page "${id}", which is not in routes-list.ts`);
    return item.path;
  };
  return {
    id: "/",
    name: `${office.productName} – ${office.officeName}`,
    short_name: office.productName,
    description: office.siteDescription,
    lang: "id",
    dir: "ltr",
    start_url: "/",
    scope: "/",
    display: "standalone",
    orientation: "any",
    background_color: "#ffffff",
    theme_color: "#047857",
    categories: ["education", "government"],
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
      { src: "/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    screenshots: MANIFEST_SCREENSHOTS.map(({ path: _path, ...screenshot }) => screenshot),
    shortcuts: shortcuts.map((shortcut) => ({
      name: shortcut.name,
      short_name: shortcut.shortName,
      description: shortcut.description,
      url: pathOf(shortcut.page),
      icons: [{ src: "/icon-96.png", sizes: "96x96", type: "image/png" }],
    })),
  };
}
