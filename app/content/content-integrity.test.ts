// Content integrity: every page-content file parses, ids are unique, internal links land on real
// pages, and every image has alt text and a file behind it.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { GallerySchema } from "./gallery.schema";
import gallery from "./data/gallery.json";
import news from "./data/news.json";
import office from "./data/office.json";
import { home } from "./home";
import { HomeSchema } from "./home.schema";
import { laws } from "./laws";
import { LawsSchema } from "./laws.schema";
import { literasi } from "./literasi";
import { LiterasiSchema } from "./literasi.schema";
import { NewsSchema } from "./news.schema";
import { parseContent } from "./parse";
import { profile } from "./profile";
import { ProfileSchema } from "./profile.schema";
import { ROUTE_PATHS } from "./routes-list";

const parsed = {
  home: parseContent("app/content/home.ts", HomeSchema, home),
  literasi: parseContent("app/content/literasi.ts", LiterasiSchema, literasi),
  laws: parseContent("app/content/laws.ts", LawsSchema, laws),
  news: parseContent("app/content/data/news.json", NewsSchema, news),
  gallery: parseContent("app/content/data/gallery.json", GallerySchema, gallery),
  profile: parseContent("app/content/profile.ts", ProfileSchema, profile),
};

/** Every value under `node` (depth first) with the key it sits under. */
function* walk(node: unknown, key = ""): Generator<{ key: string; value: unknown }> {
  yield { key, value: node };
  if (Array.isArray(node)) for (const item of node) yield* walk(item, key);
  else if (node && typeof node === "object") for (const [k, v] of Object.entries(node)) yield* walk(v, k);
}

/** Every list of objects with an `id` found anywhere in the content. */
function idLists(node: unknown): string[][] {
  const lists: string[][] = [];
  for (const { value } of walk(node)) {
    if (Array.isArray(value) && value.length > 0 && value.every((item) => item && typeof item === "object" && "id" in item)) {
      lists.push(value.map((item) => (item as { id: string }).id));
    }
  }
  return lists;
}

function isImage(value: unknown): value is { src: string; alt: string; width: number; height: number } {
  return Boolean(value && typeof value === "object" && "src" in value && "alt" in value);
}

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));

describe.each(Object.entries(parsed))("%s content", (_name, content) => {
  it("has unique ids in every list", () => {
    for (const ids of idLists(content)) expect(new Set(ids).size, `duplicate id in [${ids.join(", ")}]`).toBe(ids.length);
  });

  it("links internally only to pages that exist", () => {
    for (const { key, value } of walk(content)) {
      if (key === "to") expect(ROUTE_PATHS).toContain(value);
    }
  });

  it("gives every image alt text, a size, and a shipped file", () => {
    for (const { value } of walk(content)) {
      if (!isImage(value)) continue;
      expect(value.alt.trim().length).toBeGreaterThanOrEqual(10);
      expect(value.width).toBeGreaterThan(0);
      expect(value.height).toBeGreaterThan(0);
      // Under Vitest an asset import is its path in the repository; during the build it is a hashed URL.
      const path = value.src.replace(/^\//, "").replace(/\?.*$/, "");
      expect(path).toMatch(/^app\/assets\/.+\.(svg|webp|avif)$/);
      expect(existsSync(repoRoot + path), `${path} exists`).toBe(true);
    }
  });
});

describe("what the spec fixes", () => {
  it("home: the hero buttons and the four service cards point at their pages", () => {
    const { hero, services, feedback } = parsed.home;
    expect([hero.primaryCta.label, hero.primaryCta.to]).toEqual(["Pelajari Wakaf", "/literasi-wakaf"]);
    expect([hero.secondaryCta.label, hero.secondaryCta.to]).toEqual(["Lihat Peta", "/pemetaan-wakaf"]);
    expect(services.items.map((item) => [item.title, item.to])).toEqual([
      ["Literasi Wakaf", "/literasi-wakaf"],
      ["Dasar Hukum", "/dasar-hukum"],
      ["Berita Wakaf", "/berita-wakaf"],
      ["Pemetaan Wakaf", "/pemetaan-wakaf"],
    ]);
    expect([feedback.cta.label, feedback.cta.to]).toEqual(["Sampaikan Sekarang", "/kritik-saran"]);
  });

  it("laws: four categories holding exactly the seven regulations, every url empty by default", () => {
    const categories = parsed.laws.categories;
    expect(categories.map((category) => category.name)).toEqual([
      "Undang-Undang",
      "Peraturan Pemerintah",
      "Peraturan Menteri Agama",
      "Peraturan BWI",
    ]);
    expect(categories.map((category) => category.laws.map((law) => law.id))).toEqual([
      ["uu-41-2004"],
      ["pp-42-2006", "pp-25-2018"],
      ["pma-73-2013", "pma-4-2009"],
      ["perban-bwi-1-2020", "perban-bwi-2-2020"],
    ]);
    for (const law of categories.flatMap((category) => category.laws)) expect(law.url).toBe("");
    // Its subject is not verified (domain-facts §5): number and year only.
    const bwi2 = categories[3]!.laws[1]!;
    expect(bwi2.title).toBe("Peraturan Badan Wakaf Indonesia Nomor 2 Tahun 2020");
    expect(bwi2.subject).toBeUndefined();
  });

  it("news: four items dated October 2025, none linking to an unverified article", () => {
    expect(parsed.news.items).toHaveLength(4);
    for (const item of parsed.news.items) {
      expect(item.date).toMatch(/ Oktober 2025$/);
      expect(item.link).toBe("https://www.bwi.go.id/");
    }
    expect(parsed.news.allNewsLink).toEqual({ label: "Lihat Semua Berita di BWI", url: "https://www.bwi.go.id/" });
  });

  it("gallery: six items over Berita Acara, Kegiatan and Aset Wakaf", () => {
    expect(parsed.gallery.categories).toEqual(["Berita Acara", "Kegiatan", "Aset Wakaf"]);
    expect(parsed.gallery.items).toHaveLength(6);
    for (const category of parsed.gallery.categories) {
      expect(parsed.gallery.items.some((item) => item.category === category)).toBe(true);
    }
  });

  it("literasi: four rukun, six unsur, two sources and three steps", () => {
    const { pillars, sources, procedure } = parsed.literasi;
    expect(pillars.rukun.map((rukun) => rukun.name)).toEqual(["Wakif", "Mauquf bih", "Mauquf 'alaih", "Sighat"]);
    expect(pillars.unsur).toHaveLength(6);
    expect(sources.items.map((source) => source.reference)).toEqual([
      "QS Ali 'Imran [3]: 92",
      "HR Muslim no. 1631, dari Abu Hurairah",
    ]);
    expect(procedure.steps.map((step) => step.id)).toEqual(["siapkan-dokumen", "ikrar-wakaf", "sertifikasi"]);
  });

  it("profile: three missions and the six services of the spec", () => {
    expect(parsed.profile.missions.items).toHaveLength(3);
    expect(parsed.profile.services.items.map((service) => service.title)).toEqual([
      "Pencatatan Nikah",
      "Wakaf & Sertifikasi",
      "Bimbingan Perkawinan",
      "Konsultasi Keluarga",
      "Bimbingan Zakat",
      "Pembinaan Masjid",
    ]);
  });

  it("profile: explains each of the footer's four badges, in their order", () => {
    expect(parsed.profile.values.items.map((value) => value.name)).toEqual(office.badges);
  });
});
