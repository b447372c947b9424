import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { getRegisterConfig, getSites, parseSites } from "~/content/sites.server";
import { parseRows } from "../../../scripts/sites/parse-rows";
import { readCsv } from "../../../scripts/sites/read-file";
import { registerCsv, registerGeoJson } from "./open-data";
import { decodeRegister, encodeRegister } from "~/lib/register-file";
import { sitesFromGeoJson } from "./sites";
import { stageOf } from "./stats";

const collection = getSites();
const config = getRegisterConfig();
const stageLabel = (stage: string | undefined, certified: boolean) => stageOf({ stage, certified }, config.stages)?.label ?? "";

describe("open data", () => {
  it("GeoJSON keeps every site with [lng, lat] and its properties", () => {
    const geojson = JSON.parse(registerGeoJson(collection.name, collection.features));
    expect(geojson.type).toBe("FeatureCollection");
    expect(geojson.features).toEqual(collection.features);
  });

  it("CSV: BOM, CRLF, the template's headers, quoted cells with commas; it imports back to the same sites", () => {
    const csv = registerCsv(collection.features, stageLabel);
    expect(csv.startsWith("\uFEFFID,Nama,Alamat,Kelurahan,Jenis,Luas (m²),Status Sertifikat,")).toBe(true);
    expect(csv.split("\r\n")).toHaveLength(collection.features.length + 2);
    expect(csv).toContain('masjid-nurul-falah,Masjid Nurul Falah,"Jl. Ir. H. Juanda, Kelurahan Dago, Kecamatan Coblong, Kota Bandung",Dago,Masjid,500,Sertifikat terbit,');
    const back = parseRows(readCsv(new TextEncoder().encode(csv)), { config, center: [-6.8886, 107.6155] });
    expect(back.errors).toEqual([]);
    expect(back.features.map((f) => [f.id, f.geometry?.coordinates, f.properties.areaM2, f.properties.certified])).toEqual(
      collection.features.map((f) => [f.id, f.geometry?.coordinates, f.properties.areaM2, f.properties.certified]),
    );
  });

  it("CSV cells that a spreadsheet would run as a formula are defused; negative coordinates stay numbers", () => {
    const [first] = collection.features;
    const csv = registerCsv([{ ...first!, properties: { ...first!.properties, name: "=HYPERLINK(\"x\")", note: "+62 22" } }], stageLabel);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain(",'+62 22,");
    expect(csv).toContain(",-6.8851,107.6132\r\n");
  });
});

describe("open data with unfinished records", () => {
  const unfinished = parseSites("tests/fixtures/sites-unfinished.geojson", readFileSync("tests/fixtures/sites-unfinished.geojson", "utf8"));
  const unmapped = unfinished.features.find((f) => f.id === "uji-musala-belum-dipetakan")!;
  const unmeasured = unfinished.features.find((f) => f.id === "uji-makam-belum-diukur")!;

  it("GeoJSON writes \"geometry\": null for a site not mapped yet and no areaM2 for one not measured", () => {
    const text = registerGeoJson(unfinished.name, unfinished.features);
    const geojson = JSON.parse(text);
    expect(geojson.features).toHaveLength(6);
    expect(geojson.features[1]).toMatchObject({ id: "uji-musala-belum-dipetakan", geometry: null });
    expect(text).toContain('"id":"uji-musala-belum-dipetakan","geometry":null');
    expect(geojson.features[2].properties).not.toHaveProperty("areaM2");
    expect(geojson.features[2].geometry.coordinates).toEqual([107.6203, -6.8867]);
  });

  it("CSV leaves the coordinate cells of an unmapped site and the area cell of an unmeasured one empty", () => {
    const csv = registerCsv([unmapped, unmeasured], stageLabel);
    const [header, first, second] = csv.replace("\uFEFF", "").split("\r\n");
    const columns = header!.split(",");
    // Split on the commas outside quotes (addresses hold commas).
    const cells = (line: string) => [...`${line},`.matchAll(/("(?:[^"]|"")*"|[^,]*),/g)].map((match) => match[1]!);
    const at = (line: string, name: string) => cells(line)[columns.indexOf(name)];
    expect(at(first!, "Lintang")).toBe("");
    expect(at(first!, "Bujur")).toBe("");
    expect(at(first!, "Luas (m²)")).toBe("150");
    expect(at(first!, "Nama")).toBe("Musala Uji Belum Dipetakan");
    expect(at(second!, "Luas (m²)")).toBe("");
    expect(at(second!, "Lintang")).toBe("-6.8867");
    expect(at(second!, "Bujur")).toBe("107.6203");
    expect(cells(first!)).toHaveLength(columns.length);
  });
});

describe("register file for the map", () => {
  it("round-trips what the map needs, with types as indices", () => {
    const sites = sitesFromGeoJson(collection);
    const file = encodeRegister(sites);
    expect(file.types).toEqual(["Masjid", "Majelis Taklim", "Masjid & Pendidikan"]);
    expect(file.stages).toEqual(["sertifikat-terbit"]);
    expect(file.sites[0]).toEqual(["masjid-nurul-falah", "Masjid Nurul Falah", sites[0]!.address, -6.8851, 107.6132, 0, 500, 1, "Dago", 0]);
    expect(decodeRegister(JSON.parse(JSON.stringify(file)))).toEqual(
      sites.map(({ id, name, address, type, areaM2, certified, lat, lng, kelurahan, stage }) => ({ id, name, address, type, areaM2, certified, lat, lng, kelurahan, stage })),
    );
  });

  it("a site without a stage or kelurahan decodes without them", () => {
    const [site] = sitesFromGeoJson(collection);
    const { stage: _stage, kelurahan: _kelurahan, ...bare } = site!;
    const file = encodeRegister([bare]);
    expect(file.sites[0]![9]).toBe(-1);
    const [decoded] = decodeRegister(JSON.parse(JSON.stringify(file)));
    expect(decoded).not.toHaveProperty("stage");
    expect(decoded).not.toHaveProperty("kelurahan");
  });

  it("carries a site not mapped yet (lat/lng null) and one not measured yet (areaM2 null) through JSON", () => {
    const unfinished = sitesFromGeoJson(parseSites("tests/fixtures/sites-unfinished.geojson", readFileSync("tests/fixtures/sites-unfinished.geojson", "utf8")));
    const file = JSON.parse(JSON.stringify(encodeRegister(unfinished)));
    expect(file.v).toBe(3);
    expect(file.sites[1].slice(3, 7)).toEqual([null, null, file.types.indexOf("Musala"), 150]);
    expect(file.sites[2][6]).toBeNull();
    const decoded = decodeRegister(file);
    expect(decoded[1]).toMatchObject({ id: "uji-musala-belum-dipetakan", lat: null, lng: null, areaM2: 150 });
    expect(decoded[2]).toMatchObject({ id: "uji-makam-belum-diukur", lat: -6.8867, lng: 107.6203 });
    expect(decoded[2]).not.toHaveProperty("areaM2");
    expect(decoded).toEqual(
      unfinished.map(({ id, name, address, type, areaM2, certified, lat, lng, kelurahan, stage }) => ({
        id, name, address, type, ...(areaM2 === undefined ? {} : { areaM2 }), certified, lat, lng, kelurahan, stage,
      })),
    );
    // Two parcels with the same name stay two sites.
    expect(decoded.filter((site) => site.name === "Pondok Pesantren Al-Ikhlas").map((site) => site.id)).toEqual(["uji-pesantren-al-ikhlas-1", "uji-pesantren-al-ikhlas-2"]);
  });

  it("rejects a file of another version", () => {
    expect(() => decodeRegister({ v: 2, types: [], stages: [], sites: [] })).toThrowError("Berkas data lokasi tidak dikenali.");
    expect(() => decodeRegister({ v: 1, types: [], sites: [] })).toThrowError("Berkas data lokasi tidak dikenali.");
    expect(() => decodeRegister(null)).toThrowError();
  });
});
