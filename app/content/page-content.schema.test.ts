import { describe, expect, it } from "vitest";
import gallery from "./data/gallery.json";
import { GallerySchema } from "./gallery.schema";
import { home } from "./home";
import { HomeSchema } from "./home.schema";
import { laws } from "./laws";
import { LawsSchema } from "./laws.schema";
import { literasi } from "./literasi";
import { LiterasiSchema } from "./literasi.schema";
import news from "./data/news.json";
import { brokenNews } from "./news-broken.fixture";
import { NewsSchema } from "./news.schema";
import { parseContent } from "./parse";
import { profile } from "./profile";
import { ProfileSchema } from "./profile.schema";

/** The build-time error for `data`, or "" when it is valid. */
function buildError(file: string, schema: Parameters<typeof parseContent>[1], data: unknown): string {
  try {
    parseContent(file, schema, data);
    return "";
  } catch (error) {
    return (error as Error).message;
  }
}

const withLaw = (patch: Record<string, unknown>) => ({
  categories: laws.categories.map((category, c) =>
    c === 1 ? { ...category, laws: category.laws.map((law, l) => (l === 0 ? { ...law, ...patch } : law)) } : category,
  ),
});

describe("a broken content file fails the build naming file, item and field", () => {
  it("news-broken.fixture.ts: bad date and missing alt text of item 2", () => {
    const message = buildError("app/content/news-broken.fixture.ts", NewsSchema, brokenNews);
    expect(message).toMatch(/^Konten tidak valid di app\/content\/news-broken\.fixture\.ts/);
    expect(message).toContain(
      `field "items" → item 2 ("ikrar-wakaf-majelis-taklim") → field "date": tanggal harus ditulis seperti "28 Oktober 2025"`,
    );
    expect(message).toContain(`field "items" → item 2 ("ikrar-wakaf-majelis-taklim") → field "image" → field "alt"`);
  });

  it("the shipped files are valid", () => {
    expect(buildError("home.ts", HomeSchema, home)).toBe("");
    expect(buildError("literasi.ts", LiterasiSchema, literasi)).toBe("");
    expect(buildError("laws.ts", LawsSchema, laws)).toBe("");
    expect(buildError("news.ts", NewsSchema, news)).toBe("");
    expect(buildError("gallery.ts", GallerySchema, gallery)).toBe("");
    expect(buildError("profile.ts", ProfileSchema, profile)).toBe("");
  });
});

describe("LawsSchema", () => {
  it("accepts an empty url or a full https address", () => {
    expect(LawsSchema.safeParse(withLaw({ url: "" })).success).toBe(true);
    expect(LawsSchema.safeParse(withLaw({ url: "https://jdih.kemenag.go.id/regulation" })).success).toBe(true);
  });

  it("rejects a url that is not a full web address, naming the law", () => {
    expect(buildError("laws.ts", LawsSchema, withLaw({ url: "pp-42-2006.pdf" }))).toContain(
      `field "categories" → item 2 ("peraturan-pemerintah") → field "laws" → item 1 ("pp-42-2006") → field "url"`,
    );
  });

  it("rejects an unknown icon or gradient, a missing title and duplicate law ids across categories", () => {
    const categories = laws.categories;
    expect(LawsSchema.safeParse({ categories: categories.map((c, i) => (i === 0 ? { ...c, icon: "gavel" } : c)) }).success).toBe(false);
    expect(LawsSchema.safeParse({ categories: categories.map((c, i) => (i === 0 ? { ...c, gradient: "pink" } : c)) }).success).toBe(false);
    expect(LawsSchema.safeParse(withLaw({ title: " " })).success).toBe(false);
    expect(buildError("laws.ts", LawsSchema, withLaw({ id: "uu-41-2004" }))).toContain('id peraturan "uu-41-2004" dipakai lebih dari sekali');
  });

  it("requires four categories", () => {
    expect(LawsSchema.safeParse({ categories: laws.categories.slice(0, 3) }).success).toBe(false);
  });
});

describe("NewsSchema", () => {
  it("takes 1 to 30 items with unique ids (the first is the featured one)", () => {
    expect(NewsSchema.safeParse({ ...news, items: news.items.slice(0, 1) }).success).toBe(true);
    expect(buildError("news.ts", NewsSchema, { ...news, items: [] })).toContain("paling sedikit 1 berita");
    const many = Array.from({ length: 31 }, (_, index) => ({ ...news.items[0]!, id: `berita-${index}` }));
    expect(buildError("news.ts", NewsSchema, { ...news, items: many })).toContain("berita paling banyak 30");
    const duplicate = news.items.map((item, index) => (index === 3 ? { ...item, id: news.items[0]!.id } : item));
    expect(buildError("news.ts", NewsSchema, { ...news, items: duplicate })).toContain("dipakai lebih dari sekali");
  });

  it("needs a story or a source link, and never turns a missing one into an empty link", () => {
    const neither = news.items.map((item, index) => (index === 2 ? { ...item, body: "", link: "" } : item));
    expect(buildError("news.ts", NewsSchema, { ...news, items: neither })).toContain(
      'item 3 ("wakaf-uang-lks-pwu") → field "body": isi berita atau tautan sumber harus diisi (atau keduanya)',
    );
    const storyOnly = news.items.map((item, index) => (index === 2 ? { ...item, body: "Paragraf satu.\n\nParagraf dua.", link: "" } : item));
    const parsed = NewsSchema.parse({ ...news, items: storyOnly });
    expect(parsed.items[2]).toMatchObject({ body: "Paragraf satu.\n\nParagraf dua.", link: "" });
  });

  it("names an uploaded photo by its media file and accepts no other name", () => {
    const withPhoto = (file: string) =>
      news.items.map((item, index) => (index === 0 ? { ...item, image: { ...item.image, file } } : item));
    const parsed = NewsSchema.parse({ ...news, items: withPhoto("media/0123456789abcdef0123-1440.webp") });
    expect(parsed.items[0]!.image.src).toBe("/media/0123456789abcdef0123-1440.webp");
    for (const bad of ["media/../../etc/passwd.webp", "media/XYZ-1440.webp", "https://example.com/a.webp", "media/0123456789abcdef0123.webp"]) {
      expect(NewsSchema.safeParse({ ...news, items: withPhoto(bad) }).success, bad).toBe(false);
    }
  });

  it("requires a full http(s) link", () => {
    const items = news.items.map((item, index) => (index === 0 ? { ...item, link: "bwi.go.id" } : item));
    expect(buildError("news.ts", NewsSchema, { ...news, items })).toContain('item 1 ("sosialisasi-sertifikasi-tanah-wakaf") → field "link"');
  });
});

describe("GallerySchema", () => {
  it("rejects an item whose category is not listed", () => {
    const items = gallery.items.map((item, index) => (index === 4 ? { ...item, category: "Aset" } : item));
    expect(buildError("gallery.ts", GallerySchema, { ...gallery, items })).toContain(
      'field "items" → item 5 ("masjid-wakaf") → field "category": kategori "Aset" tidak ada',
    );
  });

  it("fails when an image file is not shipped, naming the item and the field", () => {
    const items = gallery.items.map((item, index) =>
      index === 2 ? { ...item, image: { ...item.image, file: "gallery/tidak-ada.svg" } } : item,
    );
    expect(buildError("gallery.ts", GallerySchema, { ...gallery, items })).toContain(
      'field "items" → item 3 ("sosialisasi-wakaf") → field "image" → field "file": berkas app/assets/gallery/tidak-ada.svg tidak ditemukan',
    );
  });

  it("turns an image file name into the URL of the shipped file", () => {
    const parsed = parseContent("gallery.ts", GallerySchema, gallery);
    expect(parsed.items[0]!.image.src).toMatch(/\/assets\/gallery\/penandatanganan-aiw\.svg/);
    expect(parsed.items[0]!.image).not.toHaveProperty("file");
  });

  it("takes 1 to 60 items, each with alt text on its image", () => {
    expect(GallerySchema.safeParse({ ...gallery, items: gallery.items.slice(0, 1) }).success).toBe(true);
    expect(GallerySchema.safeParse({ ...gallery, items: [] }).success).toBe(false);
    const many = Array.from({ length: 61 }, (_, index) => ({ ...gallery.items[0]!, id: `foto-${index}` }));
    expect(buildError("gallery.ts", GallerySchema, { ...gallery, items: many })).toContain("galeri paling banyak 60 foto");
    const items = gallery.items.map((item, index) => (index === 0 ? { ...item, image: { ...item.image, alt: "foto" } } : item));
    expect(buildError("gallery.ts", GallerySchema, { ...gallery, items })).toContain("teks alternatif (alt) terlalu pendek");
  });
});

describe("HomeSchema", () => {
  it("rejects a link to a page that does not exist", () => {
    const broken = { ...home, hero: { ...home.hero, secondaryCta: { label: "Lihat Peta", to: "/peta" } } };
    expect(buildError("home.ts", HomeSchema, broken)).toContain(
      'field "hero" → field "secondaryCta" → field "to": halaman "/peta" tidak ada di situs',
    );
  });

  it("requires four service cards with a known icon", () => {
    expect(HomeSchema.safeParse({ ...home, services: { ...home.services, items: home.services.items.slice(1) } }).success).toBe(false);
    const items = home.services.items.map((item, index) => (index === 0 ? { ...item, icon: "rocket" } : item));
    expect(HomeSchema.safeParse({ ...home, services: { ...home.services, items } }).success).toBe(false);
  });
});

describe("LiterasiSchema and ProfileSchema", () => {
  it("keep the fixed counts: 4 rukun, 6 unsur, 2 sources, 3 steps, 3 missions, 6 services", () => {
    const { pillars, sources, procedure } = literasi;
    expect(LiterasiSchema.safeParse({ ...literasi, pillars: { ...pillars, rukun: pillars.rukun.slice(1) } }).success).toBe(false);
    expect(LiterasiSchema.safeParse({ ...literasi, pillars: { ...pillars, unsur: pillars.unsur.slice(1) } }).success).toBe(false);
    expect(LiterasiSchema.safeParse({ ...literasi, sources: { ...sources, items: sources.items.slice(1) } }).success).toBe(false);
    expect(LiterasiSchema.safeParse({ ...literasi, procedure: { ...procedure, steps: procedure.steps.slice(1) } }).success).toBe(false);
    expect(ProfileSchema.safeParse({ ...profile, missions: { ...profile.missions, items: ["satu"] } }).success).toBe(false);
    expect(
      ProfileSchema.safeParse({ ...profile, services: { ...profile.services, items: profile.services.items.slice(1) } }).success,
    ).toBe(false);
  });

  it("rejects an id that is not kebab-case", () => {
    const steps = literasi.procedure.steps.map((step, index) => (index === 0 ? { ...step, id: "Langkah 1" } : step));
    expect(buildError("literasi.ts", LiterasiSchema, { ...literasi, procedure: { ...literasi.procedure, steps } })).toContain(
      'field "procedure" → field "steps" → item 1 ("Langkah 1") → field "id"',
    );
  });
});
