import { describe, expect, it } from "vitest";
import { registerVocabulary } from "../../../app/content/register-vocabulary";
import { getRegisterConfig } from "../../../app/content/sites.server";
import { checkSite, type SiteContext } from "./site-rules";
import type { StoredSite } from "./site-fields";

// The sample office's place (office.json: Coblong) and one other site already in the register.
const neighbour: StoredSite = {
  type: "Feature",
  id: "masjid-nurul-falah",
  geometry: { type: "Point", coordinates: [107.6132, -6.8851] },
  properties: { name: "Masjid Nurul Falah", address: "Jl. Ir. H. Juanda", type: "Masjid", certified: true, stage: "sertifikat-terbit", nib: "10.01.02.03.00001", aiwNumber: "W.2/001/2020" },
};
const context: SiteContext = { config: getRegisterConfig(), vocabulary: registerVocabulary, center: [-6.8886, 107.6155], subDistrict: "Coblong", others: [neighbour] };

const full = {
  name: "  Mushola Al-Amin ",
  type: "Musala",
  kelurahan: "Sekeloa",
  address: "Jl. Sekeloa Tengah No. 5",
  areaM2: "1.250,5",
  stage: "aiw-terbit",
  aiwNumber: "W.2/014/2021",
  aiwDate: "12 Maret 2021",
  wakif: "H. Ahmad",
  nazhir: "DKM Al-Amin",
  use: "Musala",
  note: "Dekat pos ronda",
  location: `6°53'05.2"S 107°37'00.4"E`,
};

const issuesOf = (input: unknown) => {
  const check = checkSite(input, context);
  return check.ok ? [] : check.issues;
};

describe("a site typed into the console's form, by the importer's rules", () => {
  it("keeps what the importer would keep: trimmed texts in its order, an area as offices write it, the point from DMS as [lng, lat]", () => {
    const check = checkSite(full, context);
    expect(check).toEqual({
      ok: true,
      site: {
        geometry: { type: "Point", coordinates: [107.616778, -6.884778] },
        properties: {
          name: "Mushola Al-Amin",
          address: "Jl. Sekeloa Tengah No. 5",
          type: "Musala",
          areaM2: 1250.5,
          stage: "aiw-terbit",
          certified: false,
          kelurahan: "Sekeloa",
          nazhir: "DKM Al-Amin",
          aiwNumber: "W.2/014/2021",
          aiwDate: "12 Maret 2021",
          wakif: "H. Ahmad",
          use: "Musala",
          note: "Dekat pos ronda",
        },
      },
      warnings: [],
    });
    expect(Object.keys((check as { site: { properties: object } }).site.properties)).toEqual(["name", "address", "type", "areaM2", "stage", "certified", "kelurahan", "nazhir", "aiwNumber", "aiwDate", "wakif", "use", "note"]);
  });

  it("reads the point in every shape the importer reads, or from lat and lng numbers", () => {
    const pointOf = (site: Record<string, unknown>) => {
      const check = checkSite({ ...full, location: undefined, ...site }, context);
      return check.ok ? check.site.geometry?.coordinates : check.issues;
    };
    expect(pointOf({ location: "-6,8851, 107,6132" })).toEqual([107.6132, -6.8851]);
    expect(pointOf({ location: "https://www.google.com/maps/place/Masjid/@-6.8843,107.616,17z/data=!3m1!4b1" })).toEqual([107.616, -6.8843]);
    expect(pointOf({ location: "https://maps.google.com/?q=-6.8879,107.6221" })).toEqual([107.6221, -6.8879]);
    expect(pointOf({ lat: -6.8879, lng: 107.6221 })).toEqual([107.6221, -6.8879]);
    // A text location wins over numbers sent along with it.
    expect(pointOf({ location: "-6.8851, 107.6132", lat: 0, lng: 0 })).toEqual([107.6132, -6.8851]);
  });

  it("refuses a short link with the importer's explanation, an unreadable text, a swapped or far point, each at its field", () => {
    expect(issuesOf({ ...full, location: "https://maps.app.goo.gl/AbCdEf123" })).toEqual([
      {
        path: "location",
        message:
          'Tautan pendek Google Maps (maps.app.goo.gl) tidak dapat dibaca tanpa internet. Buka tautannya, tekan lama titik lokasinya, lalu salin angka koordinat yang muncul (misalnya "-6.8851, 107.6132") ke kolom ini menggantikan tautannya.',
      },
    ]);
    expect(issuesOf({ ...full, location: "dekat masjid" })).toEqual([{ path: "location", message: expect.stringMatching(/^Koordinat "dekat masjid" tidak dapat dibaca; tulis "lintang, bujur"/) }]);
    expect(issuesOf({ ...full, location: "107.6132, -6.8851" })).toEqual([{ path: "location", message: expect.stringMatching(/berada di luar Indonesia \(lintang dan bujur tertukar\?\)\. Tukar isi/) }]);
    expect(issuesOf({ ...full, location: undefined, lat: -6.2, lng: 106.8 })).toEqual([{ path: "lat", message: expect.stringMatching(/^Koordinat berjarak .* km dari pusat kecamatan \(paling jauh 10 km\)\./) }]);
    expect(issuesOf({ ...full, location: undefined, lat: -6.88 })).toEqual([{ path: "lng", message: expect.stringMatching(/^Bujur kosong sedangkan lintang terisi\./) }]);
  });

  it("keeps an unfinished record with the importer's warnings: no point, no area, no status, the address from the kelurahan", () => {
    const check = checkSite({ name: "Makam Wakaf Cibeunying", kelurahan: "Cigadung", areaM2: "", nazhir: "-" }, context);
    expect(check).toMatchObject({
      ok: true,
      site: { geometry: null, properties: { name: "Makam Wakaf Cibeunying", address: "Cigadung, Kecamatan Coblong", type: "Makam", certified: false, kelurahan: "Cigadung" } },
    });
    const { site, warnings } = check as Extract<typeof check, { ok: true }>;
    // "-" is the workbook's "nothing yet": left out, not written.
    expect(site.properties).not.toHaveProperty("nazhir");
    expect(site.properties).not.toHaveProperty("stage");
    expect(warnings.map((warning) => warning.path)).toEqual(["address", "areaM2", "stage", "aiwNumber", "location"]);
    expect(warnings[0]?.message).toBe('Alamat kosong; dipakai "Cigadung, Kecamatan Coblong". Isi alamat lengkap (jalan, RT/RW) bila diketahui.');
  });

  it("records a site with a certificate number and no status as certified, as the importer does", () => {
    const check = checkSite({ ...full, stage: null, certificateNumber: "W.10/2022" }, context);
    expect(check).toMatchObject({ ok: true, site: { properties: { stage: "sertifikat-terbit", certified: true, certificateNumber: "W.10/2022" } } });
    expect(checkSite({ ...full, stage: "", certified: true }, context)).toMatchObject({ ok: true, site: { properties: { certified: true } } });
  });

  it("refuses what the importer or the schema refuses, in their words, at each field", () => {
    expect(issuesOf({ ...full, name: "", type: "Gedung", areaM2: "tiga ratus", stage: "sudah-lunas" })).toEqual([
      { path: "name", message: 'Nama kosong. Isi nama lokasi, misalnya "Masjid Al-Ikhlas".' },
      { path: "type", message: expect.stringMatching(/^Jenis "Gedung" tidak dikenal; pilih salah satu: Masjid, Majelis Taklim, /) },
      { path: "areaM2", message: 'Luas harus berupa angka lebih dari 0 (tertulis "tiga ratus"). Tulis luas dalam m² sebagai angka saja, misalnya 264, 1.250 atau 410,5.' },
      { path: "stage", message: expect.stringMatching(/^Tahap harus salah satu dari: Belum ber-AIW, AIW terbit, /) },
    ]);
    expect(issuesOf({ ...full, name: "Masjid ".repeat(30) })).toEqual([{ path: "name", message: "Paling banyak 120 karakter." }]);
    expect(issuesOf({ ...full, areaM2: -5 })).toEqual([{ path: "areaM2", message: expect.stringMatching(/^Luas harus berupa angka lebih dari 0 \(tertulis "-5"\)/) }]);
    expect(issuesOf({ ...full, wakif: 12 })).toEqual([{ path: "wakif", message: "Isian ini harus berupa teks." }]);
    expect(issuesOf("Masjid")).toEqual([{ path: "", message: expect.stringMatching(/^Data lokasi harus berupa objek/) }]);
  });

  it("refuses a second site with the same NIB, AIW number, or name at the same point", () => {
    expect(issuesOf({ ...full, nib: "10.01.02.03.00001", aiwNumber: "W.2/001/2020" }).map((issue) => [issue.path, issue.message.split(".")[0]])).toEqual([
      ["nib", 'Lokasi ganda: NIB "10'],
      ["aiwNumber", 'Lokasi ganda: nomor AIW "W'],
    ]);
    expect(issuesOf({ ...full, name: "masjid nurul falah", type: "Masjid", location: "-6.8851, 107.6132" })).toEqual([
      { path: "name", message: 'Lokasi ganda: nama dan koordinat sama dengan lokasi "Masjid Nurul Falah". Bila memang bidang yang sama, ubah lokasi yang sudah ada itu saja.' },
    ]);
    // The site itself is not among the others: saving it unchanged is no duplicate.
    expect(checkSite({ ...full, name: "Masjid Nurul Falah", location: "-6.8851, 107.6132", nib: "10.01.02.03.00001" }, { ...context, others: [] }).ok).toBe(true);
  });
});
