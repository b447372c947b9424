import { describe, expect, it } from "vitest";
import { office } from "./office";
import { pages } from "./pages";
import { parseContent } from "./parse";
import { NAV_ITEMS } from "./routes-list";
import { OfficeSchema, PagesMetaSchema } from "./schema";

describe("office configuration", () => {
  it("the sample office is valid", () => {
    const parsed = parseContent("app/content/office.ts", OfficeSchema, office);
    expect(parsed.officeName).toBe("KUA Kecamatan Coblong");
    expect(parsed.map.zoom).toBe(14);
  });

  it("names the file and the field of a mistake", () => {
    const broken = { ...office, email: "bukan-email", phone: { ...office.phone, tel: "022-abc" } };
    const parse = () => parseContent("app/content/office.ts", OfficeSchema, broken);
    expect(parse).toThrowError(/^Konten tidak valid di app\/content\/office\.ts/);
    expect(parse).toThrowError(/field "email": alamat email tidak valid/);
    expect(parse).toThrowError(/field "phone" → field "tel": nomor telepon/);
  });

  it("names the item of a mistake inside a list", () => {
    const socialLinks = office.socialLinks.map((link, index) => (index === 1 ? { ...link, url: "instagram" } : link));
    expect(() => parseContent("app/content/office.ts", OfficeSchema, { ...office, socialLinks })).toThrowError(
      /field "socialLinks" → item 2 \("instagram"\) → field "url"/,
    );
  });

  it("requires three social links, four badges and a tile template with {z}/{x}/{y}", () => {
    expect(OfficeSchema.safeParse({ ...office, socialLinks: office.socialLinks.slice(0, 2) }).success).toBe(false);
    expect(OfficeSchema.safeParse({ ...office, badges: office.badges.slice(0, 3) }).success).toBe(false);
    expect(
      OfficeSchema.safeParse({ ...office, map: { ...office.map, tileUrl: "https://tiles.example/{z}/{x}.png" } }).success,
    ).toBe(false);
  });

  it("rejects a map centre that is not a latitude/longitude pair", () => {
    expect(OfficeSchema.safeParse({ ...office, map: { ...office.map, center: [107.6, -6.9, 1] } }).success).toBe(false);
    expect(OfficeSchema.safeParse({ ...office, map: { ...office.map, center: [-96, 107.6] } }).success).toBe(false);
  });
});

describe("page texts", () => {
  it("are valid and cover every route plus the not-found page", () => {
    const parsed = parseContent("app/content/pages.ts", PagesMetaSchema, pages);
    for (const item of NAV_ITEMS) expect(parsed[item.id]?.title).toBeTruthy();
    expect(parsed["not-found"]?.title).toBe("Halaman tidak ditemukan");
  });
});
