import type { z } from "zod";
import { describe, expect, it } from "vitest";
import { readContentFile } from "./content-files";
import { parseContent } from "./parse";
import { NAV_ITEMS } from "./routes-list";
import { OfficeSchema, PagesMetaSchema } from "./schema";

const OFFICE_FILE = "app/content/data/office.json";
const office = readContentFile("office") as z.input<typeof OfficeSchema>;
const pages = readContentFile("pages") as z.input<typeof PagesMetaSchema>;

describe("office configuration", () => {
  it("the sample office is valid", () => {
    const parsed = parseContent(OFFICE_FILE, OfficeSchema, office);
    expect(parsed.officeName).toBe("KUA Kecamatan Coblong");
    expect(parsed.map.zoom).toBe(14);
  });

  it("names the file and the field of a mistake", () => {
    const broken = { ...office, email: "bukan-email", phone: { ...office.phone, tel: "022-abc" } };
    const parse = () => parseContent(OFFICE_FILE, OfficeSchema, broken);
    expect(parse).toThrowError(/^Konten tidak valid di app\/content\/data\/office\.json/);
    expect(parse).toThrowError(/field "email": alamat email tidak valid/);
    expect(parse).toThrowError(/field "phone" → field "tel": nomor telepon/);
  });

  it("names the item of a mistake inside a list", () => {
    const socialLinks = office.socialLinks.map((link, index) => (index === 1 ? { ...link, url: "instagram" } : link));
    expect(() => parseContent(OFFICE_FILE, OfficeSchema, { ...office, socialLinks })).toThrowError(
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

  it("says every mistake in Indonesian, also where the schema has no message of its own", () => {
    const broken = { ...office, copyrightYear: "2025", officeName: undefined, map: { ...office.map, zoom: 30 } };
    const parse = () => parseContent(OFFICE_FILE, OfficeSchema, broken);
    expect(parse).toThrowError(/field "copyrightYear": harus berupa angka tahun/);
    expect(parse).toThrowError(/field "officeName": wajib diisi/);
    expect(parse).toThrowError(/field "map" → field "zoom": harus bilangan bulat 1–19/);
    expect(() => parseContent(OFFICE_FILE, OfficeSchema, { ...office, extra: 1, badges: "a" })).toThrowError(
      /field "badges": harus berupa daftar/,
    );
  });
});

describe("page texts", () => {
  it("are valid and cover every route plus the not-found page", () => {
    const parsed = parseContent("app/content/data/pages.json", PagesMetaSchema, pages);
    for (const item of NAV_ITEMS) expect(parsed[item.id]?.title).toBeTruthy();
    expect(parsed["not-found"]?.title).toBe("Halaman tidak ditemukan");
  });

  it("name a page left out and a page id that does not exist", () => {
    const { "kuis-wakaf": _quiz, ...withoutQuiz } = pages;
    const parse = () => parseContent("pages.json", PagesMetaSchema, { ...withoutQuiz, "kuis-wakav": pages["kuis-wakaf"] });
    expect(parse).toThrowError(/field "kuis-wakaf": teks halaman ini belum ada/);
    expect(parse).toThrowError(/field "kuis-wakav": tidak ada halaman dengan id ini/);
  });
});
