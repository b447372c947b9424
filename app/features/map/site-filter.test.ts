import { describe, expect, it } from "vitest";
import { sitesRegister } from "~/content/sites-register";
import type { MapSite } from "~/lib/register-file";
import { compareNames, distinctValues, filterSites, indexSites } from "./site-filter";
import { EMPTY_QUERY } from "./site-query";
import { UNKNOWN_STAGE, stageOf } from "./stats";

const site = (id: string, over: Partial<MapSite>): MapSite => ({
  id,
  name: id,
  address: "Jl. Contoh",
  type: "Masjid",
  areaM2: 100,
  certified: false,
  lat: -6.9,
  lng: 107.6,
  ...over,
});

const sites: MapSite[] = [
  site("a", { name: "Masjid Al-Ikhlas", address: "Jl. Sekeloa No. 4", kelurahan: "Sekeloa", stage: "aiw-terbit" }),
  site("b", { name: "Musala Nurul Huda", type: "Musala", address: "Jl. Dipatiukur", kelurahan: "Lebakgede", stage: "sertifikat-terbit", certified: true }),
  site("c", { name: "Makam Wakaf Cipaganti", type: "Makam", address: "Gg. Mushollá", kelurahan: "Cipaganti", certified: true }),
  site("d", { name: "Masjid Darussalam", address: "Jl. Dago", kelurahan: "Dago" }),
];
const index = indexSites(sites, (site) => stageOf(site, sitesRegister.stages)?.id ?? UNKNOWN_STAGE);
const ids = (query: Partial<typeof EMPTY_QUERY>) => filterSites(index, { ...EMPTY_QUERY, ...query }).map((entry) => entry.site.id);

describe("filterSites", () => {
  it("no query: every site, in register order", () => {
    expect(ids({})).toEqual(["a", "b", "c", "d"]);
  });

  it("search is forgiving: case, accents, punctuation, parts of words, any order, name/address/kelurahan", () => {
    expect(ids({ q: "al-ikhlas" })).toEqual(["a"]);
    expect(ids({ q: "IKHL" })).toEqual(["a"]);
    expect(ids({ q: "alikhlas" })).toEqual(["a"]);
    expect(ids({ q: "huda nurul" })).toEqual(["b"]);
    expect(ids({ q: "dipatiukur" })).toEqual(["b"]);
    expect(ids({ q: "musholla" })).toEqual(["c"]);
    expect(ids({ q: "cipaganti" })).toEqual(["c"]);
    expect(ids({ q: "masjid dago" })).toEqual(["d"]);
    expect(ids({ q: "tidak ada" })).toEqual([]);
  });

  it("filters by type, kelurahan and certification stage (a certified site without a stage is certified; an uncertified one's stage is unknown)", () => {
    expect(ids({ jenis: "Masjid" })).toEqual(["a", "d"]);
    expect(ids({ jenis: "masjid" })).toEqual(["a", "d"]);
    expect(ids({ kelurahan: "Lebakgede" })).toEqual(["b"]);
    expect(ids({ status: "sertifikat-terbit" })).toEqual(["b", "c"]);
    expect(ids({ status: "belum-aiw" })).toEqual([]);
    expect(ids({ status: UNKNOWN_STAGE })).toEqual(["d"]);
    expect(ids({ status: "aiw-terbit" })).toEqual(["a"]);
  });

  it("combines search and filters", () => {
    expect(ids({ jenis: "Masjid", status: UNKNOWN_STAGE })).toEqual(["d"]);
    expect(ids({ jenis: "Masjid", q: "sekeloa" })).toEqual(["a"]);
    expect(ids({ jenis: "Musala", kelurahan: "Dago" })).toEqual([]);
  });
});

describe("distinctValues", () => {
  it("lists each kelurahan and each type once, sorted", () => {
    const more = [...sites, site("e", { kelurahan: "Dago" }), site("f", {})];
    expect(distinctValues(more, (s) => s.kelurahan)).toEqual(["Cipaganti", "Dago", "Lebakgede", "Sekeloa"]);
    expect(distinctValues(more, (s) => s.type)).toEqual(["Makam", "Masjid", "Musala"]);
  });
});

describe("compareNames", () => {
  it("orders names as the Indonesian collation does", () => {
    const names = [
      "Sekeloa", "Lebakgede", "Lebak Siliwangi", "Lebak-Gede", "Dago", "dago atas", "Cipaganti", "Cihaurgeulis",
      "Sukaluyu", "Cigadung", "Sadang Serang", "Pasirlayung", "Padasuka", "Cikutra", "Sukapada", "Sekeloa Selatan",
      "Kebon Jayanti", "Kebonwaru", "Babakan Sari", "Babakansari", "Ésperanza", "Eka", "Musala", "Musholla", "Masjid",
      "Makam", "Madrasah", "Majelis Taklim", "Pondok Pesantren", "Sekolah", "Tanah Kosong", "RW 02", "RW 10", "Rumah Yatim",
    ];
    const expected = [...names].sort((a, b) => a.localeCompare(b, "id"));
    expect([...names].sort(compareNames)).toEqual(expected);
    expect([...names].reverse().sort(compareNames)).toEqual(expected);
  });
});
