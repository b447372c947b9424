import { describe, expect, it } from "vitest";
import { getRegisterConfig, getSites } from "~/content/sites.server";
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
    expect(back.features.map((f) => [f.id, f.geometry.coordinates, f.properties.areaM2, f.properties.certified])).toEqual(
      collection.features.map((f) => [f.id, f.geometry.coordinates, f.properties.areaM2, f.properties.certified]),
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

  it("rejects a file of another version", () => {
    expect(() => decodeRegister({ v: 1, types: [], sites: [] })).toThrowError("Berkas data lokasi tidak dikenali.");
    expect(() => decodeRegister(null)).toThrowError();
  });
});
