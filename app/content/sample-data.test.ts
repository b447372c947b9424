import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { readContentFile } from "./content-files";
import gallery from "./data/gallery.json";
import news from "./data/news.json";
import { profile } from "./profile";
import { checkSampleData, findSampleFields, type SampleDataInput } from "./sample-data";
import { OfficeSchema } from "./schema";

const office = OfficeSchema.parse(readContentFile("office"));

const sites = JSON.parse(readFileSync(new URL("./sites.geojson", import.meta.url), "utf8")) as SampleDataInput["sites"];
const shipped: SampleDataInput = { office, profile, news, gallery, sites };

/** The shipped content with every placeholder replaced by what a real office would publish. */
function published(): SampleDataInput {
  return {
    office: {
      ...office,
      sampleContent: false,
      siteUrl: "https://wakaf.kuacoblong.go.id",
      address: "Jl. Contoh Resmi No. 9, Kota Bandung",
      email: "kua.coblong@kemenag.go.id",
      phone: { display: "(022) 700 0000", tel: "+62227000000" },
      socialLinks: office.socialLinks.map((link) => ({ ...link, url: `${link.url}kuacoblong` })),
    },
    profile: {
      ...profile,
      leader: { ...profile.leader, name: "Nama Pejabat Resmi", quote: "Sambutan yang disetujui.", image: { ...profile.leader.image, file: "profile/foto-resmi.webp" } },
      vision: { ...profile.vision, text: "Visi resmi kantor." },
      missions: { ...profile.missions, items: ["Misi resmi satu.", "Misi resmi dua.", "Misi resmi tiga."] },
    },
    news: { ...news, items: news.items.map((item, i) => ({ ...item, id: `berita-resmi-${i + 1}` })) },
    gallery: { ...gallery, items: gallery.items.map((item, i) => ({ ...item, id: `foto-resmi-${i + 1}` })) },
    sites: { ...sites, sampleData: false, features: sites.features.map((feature, i) => ({ ...feature, id: `lokasi-${i + 1}` })) },
  };
}

describe("sample data in the shipped content", () => {
  it("is switched on, so the notice shows", () => {
    expect(office.sampleContent).toBe(true);
    expect(office.sampleNotice).toBe("Situs contoh — kontak, berita, galeri dan data lokasi belum resmi");
  });

  it("is recognised field by field: every fingerprint still matches what is shipped", () => {
    const fields = findSampleFields(shipped).map((field) => `${field.file} ${field.field}`);
    expect(fields.filter((f) => f.startsWith("app/content/data/office.json"))).toEqual([
      "app/content/data/office.json siteUrl",
      "app/content/data/office.json address",
      "app/content/data/office.json phone",
      "app/content/data/office.json email",
      "app/content/data/office.json socialLinks → facebook",
      "app/content/data/office.json socialLinks → instagram",
      "app/content/data/office.json socialLinks → youtube",
    ]);
    expect(fields.filter((f) => f.startsWith("app/content/profile.ts"))).toEqual([
      "app/content/profile.ts leader → name",
      "app/content/profile.ts leader → quote",
      "app/content/profile.ts leader → image",
      "app/content/profile.ts vision",
      "app/content/profile.ts missions → item 1",
      "app/content/profile.ts missions → item 2",
      "app/content/profile.ts missions → item 3",
    ]);
    expect(fields.filter((f) => f.startsWith("app/content/data/news.json"))).toHaveLength(4);
    expect(fields.filter((f) => f.startsWith("app/content/data/gallery.json"))).toHaveLength(6);
    expect(fields.filter((f) => f.startsWith("app/content/sites.geojson"))).toEqual([
      "app/content/sites.geojson sampleData",
      "app/content/sites.geojson features → item 1 (masjid-nurul-falah)",
      "app/content/sites.geojson features → item 2 (majelis-taklim-al-hidayah)",
      "app/content/sites.geojson features → item 3 (masjid-at-taqwa-sekeloa)",
      "app/content/sites.geojson features → item 4 (masjid-dan-madrasah-al-furqon)",
    ]);
  });
});

describe("checkSampleData", () => {
  it("switch on: a warning listing each sample field with its file", () => {
    const verdict = checkSampleData(shipped);
    expect(verdict.kind).toBe("warning");
    if (verdict.kind !== "warning") return;
    expect(verdict.message).toContain("sampleContent: true di app/content/data/office.json");
    expect(verdict.message).toContain('app/content/data/office.json: field "phone" ((022) 2500 123)');
    expect(verdict.message).toContain('app/content/profile.ts: field "leader → name" (H. Ahmad Fauzan, S.Ag., M.Si.)');
    expect(verdict.message).toContain('app/content/sites.geojson: field "sampleData"');
  });

  it("switch off with placeholders left: an error naming each field and file", () => {
    const verdict = checkSampleData({ ...shipped, office: { ...office, sampleContent: false } });
    expect(verdict.kind).toBe("error");
    if (verdict.kind !== "error") return;
    expect(verdict.message).toContain("sampleContent bernilai false di app/content/data/office.json");
    for (const line of [
      'app/content/data/office.json: field "email" (kua.coblong@example.id)',
      'app/content/data/office.json: field "siteUrl" (https://simpatiwakaf.example.id)',
      'app/content/profile.ts: field "leader → name"',
      'app/content/data/news.json: field "items → item 1 (sosialisasi-sertifikasi-tanah-wakaf)"',
      'app/content/data/gallery.json: field "items → item 6 (majelis-taklim)"',
      'app/content/sites.geojson: field "features → item 1 (masjid-nurul-falah)"',
    ]) {
      expect(verdict.message).toContain(line);
    }
  });

  it("switch off with everything replaced: clean", () => {
    expect(findSampleFields(published())).toEqual([]);
    expect(checkSampleData(published())).toEqual({ kind: "clean" });
  });

  it("switch off with one placeholder left: the error names only that one", () => {
    const content = published();
    const verdict = checkSampleData({ ...content, office: { ...content.office, email: "kantor@example.id" } });
    expect(verdict).toEqual({
      kind: "error",
      message: expect.stringMatching(/:\n {2}- app\/content\/data\/office\.json: field "email" \(kantor@example\.id\)$/),
    });
  });

  it("names the office file the build read (a release build reads another folder)", () => {
    const verdict = checkSampleData(shipped, { office: "/srv/data/releases/r1/content/office.json" });
    expect(verdict.kind === "warning" && verdict.message).toContain(
      '/srv/data/releases/r1/content/office.json: field "phone" ((022) 2500 123)',
    );
  });

  it("a sample site whose flag was removed still counts", () => {
    const content = published();
    const verdict = checkSampleData({ ...content, sites: { ...content.sites, features: sites.features.slice(0, 1) } });
    expect(verdict.kind).toBe("error");
  });

  it("switch on with nothing left: a warning that suggests switching it off", () => {
    const content = published();
    const verdict = checkSampleData({ ...content, office: { ...content.office, sampleContent: true } });
    expect(verdict).toEqual({ kind: "warning", message: expect.stringContaining("ubah sampleContent menjadi false") });
  });
});
