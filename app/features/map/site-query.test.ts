import { describe, expect, it } from "vitest";
import { EMPTY_QUERY, MAX_QUERY_LENGTH, clearFilters, isFiltered, parseSiteQuery, serializeSiteQuery, type SiteQuery } from "./site-query";

const parse = (search: string) => parseSiteQuery(new URLSearchParams(search));

describe("site query in the URL", () => {
  it("reads every field, trimming text", () => {
    expect(parse("?q=+nurul+&jenis=Masjid+%26+Pendidikan&kelurahan=Dago&status=aiw-terbit&lokasi=masjid-a&halaman=3")).toEqual({
      q: "nurul",
      jenis: "Masjid & Pendidikan",
      kelurahan: "Dago",
      status: "aiw-terbit",
      lokasi: "masjid-a",
      halaman: 3,
    });
  });

  it("an empty or odd address is the empty view", () => {
    expect(parse("")).toEqual(EMPTY_QUERY);
    expect(parse("?halaman=0").halaman).toBe(1);
    expect(parse("?halaman=-2").halaman).toBe(1);
    expect(parse("?halaman=2.5").halaman).toBe(1);
    expect(parse("?halaman=abc").halaman).toBe(1);
    expect(parse(`?q=${"a".repeat(500)}`).q).toHaveLength(MAX_QUERY_LENGTH);
  });

  it("writes only what differs from the empty view, in a fixed order, and reads it back", () => {
    expect(serializeSiteQuery(EMPTY_QUERY)).toBe("");
    const query = { ...EMPTY_QUERY, halaman: 2, lokasi: "x", q: "al ikhlas", jenis: "Masjid & Pendidikan" };
    const text = serializeSiteQuery(query);
    expect(text).toBe("?q=al+ikhlas&jenis=Masjid+%26+Pendidikan&lokasi=x&halaman=2");
    expect(parse(text)).toEqual(query);
  });

  it("knows when the list is narrowed, and clears filters but keeps the selected site", () => {
    expect(isFiltered(EMPTY_QUERY)).toBe(false);
    const withSiteAndPage: SiteQuery = { ...EMPTY_QUERY, lokasi: "x", halaman: 4 };
    expect(isFiltered(withSiteAndPage)).toBe(false);
    expect(isFiltered({ ...EMPTY_QUERY, q: "  " })).toBe(false);
    for (const key of ["q", "jenis", "kelurahan", "status"] as const) expect(isFiltered({ ...EMPTY_QUERY, [key]: "a" })).toBe(true);
    expect(clearFilters({ q: "a", jenis: "b", kelurahan: "c", status: "d", lokasi: "e", halaman: 3 })).toEqual({ ...EMPTY_QUERY, lokasi: "e" });
  });
});
