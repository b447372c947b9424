import { describe, expect, it } from "vitest";
import type { MapSite } from "~/lib/register-file";
import type { Reply } from "./engine";
import { createSiteFinder, mayNameSite, siteDoc, withSite } from "./site-lookup";

const site = (id: string, name: string, address = "Jl. Contoh", extra: Partial<MapSite> = {}): MapSite => ({
  id,
  name,
  address,
  type: "Masjid",
  areaM2: 500,
  certified: true,
  lat: -6.9,
  lng: 107.6,
  ...extra,
});

const template = {
  answer: "{name} ({type}) di {address}, luas {area}; {certified}.",
  answerUnmeasured: "{name} ({type}) di {address}; luasnya belum diukur; {certified}.",
  unmapped: "Titiknya belum dipetakan.",
  certified: "bersertifikat",
  notCertified: "belum bersertifikat",
  link: "/pemetaan-wakaf",
};
const fallback: Reply = { kind: "fallback", answer: "Maaf", link: "/kritik-saran", score: 0 };

describe("createSiteFinder", () => {
  const sites = [
    site("nurul-falah", "Masjid Nurul Falah", "Jl. Ir. H. Juanda"),
    site("at-taqwa", "Masjid At-Taqwa", "Sekeloa", { kelurahan: "Sekeloa" }),
    site("at-taqwa-2", "Masjid At-Taqwa", "Dago", { kelurahan: "Dago" }),
    site("al-ikhlas", "Masjid Al-Ikhlas"),
    site("makam", "Makam Wakaf Cibeunying"),
  ];
  const find = createSiteFinder(sites);

  it("finds a site by its name as visitors type it, leaving out a word most names share", () => {
    expect(find("masjid nurul falah dimana")?.id).toBe("nurul-falah");
    expect(find("Di mana Nurul Falah?")?.id).toBe("nurul-falah");
    expect(find("MAKAM WAKAF CIBEUNYING itu di mana ya")?.id).toBe("makam");
  });

  it("tells two sites with one name apart by the address the question names", () => {
    expect(find("luas masjid at taqwa sekeloa")?.id).toBe("at-taqwa");
    expect(find("masjid at-taqwa dago")?.id).toBe("at-taqwa-2");
  });

  it("needs every distinctive word and two words of the name, so a common word is not a site", () => {
    expect(find("apa arti ikhlas dalam berwakaf")).toBeUndefined();
    expect(find("nurul dimana")).toBeUndefined();
    expect(find("masjid")).toBeUndefined();
    expect(find("")).toBeUndefined();
  });

  it("tells numbered sites apart by their number", () => {
    const numbered = createSiteFinder([site("a1", "Musala Al-Amin 1"), site("a2", "Musala Al-Amin 2"), site("b", "Masjid Besar")]);
    expect(numbered("di mana musala al-amin 2")?.id).toBe("a2");
    expect(numbered("musala al amin 1 dimana")?.id).toBe("a1");
  });

  it("works on a register of one site", () => {
    expect(createSiteFinder([site("satu", "Musala Baru")])("di mana musala baru")?.id).toBe("satu");
  });
});

describe("withSite", () => {
  const find = createSiteFinder([site("nurul-falah", "Masjid Nurul Falah", "Jl. Ir. H. Juanda", { certified: false, areaM2: 1250 })]);

  it("answers with the named site when the index fell back or gave the register's list", () => {
    const reply = withSite(fallback, "masjid nurul falah dimana", find, template);
    expect(reply).toMatchObject({ kind: "answer", doc: { id: "lokasi-nurul-falah", link: "/pemetaan-wakaf" } });
    expect(reply.kind === "answer" && reply.doc.answer).toBe("Masjid Nurul Falah (Masjid) di Jl. Ir. H. Juanda, luas 1.250 m²; belum bersertifikat.");
    const list: Reply = { kind: "answer", doc: { id: "kantor-siteList", answer: "Daftar", link: "/pemetaan-wakaf" }, score: 20 };
    expect(withSite(list, "lokasi masjid nurul falah", find, template)).toMatchObject({ doc: { id: "lokasi-nurul-falah" } });
  });

  it("keeps a confident answer about something else, and the fallback when no site is named", () => {
    const law: Reply = { kind: "answer", doc: { id: "qa-nazhir", answer: "Nazhir", link: "/literasi-wakaf" }, score: 40 };
    expect(mayNameSite(law, "nazhir masjid nurul falah")).toBe(false);
    expect(withSite(law, "nazhir masjid nurul falah", find, template)).toBe(law);
    // Moving a named site is a question of law, not of where it is.
    expect(withSite(law, "masjid nurul falah mau pindah lokasi boleh?", find, template)).toBe(law);
    expect(withSite(fallback, "resep rendang", find, template)).toBe(fallback);
  });

  it("a question asking where a named site is gets the site, whatever the index answered", () => {
    const moving: Reply = { kind: "answer", doc: { id: "qa-pindah-lokasi", answer: "Ditukar dengan izin", link: "/literasi-wakaf" }, score: 40 };
    for (const question of ["di mana masjid nurul falah", "masjid nurul falah dmn", "alamatnya masjid nurul falah", "letak masjid nurul falah"]) {
      expect(mayNameSite(moving, question), question).toBe(true);
      expect(withSite(moving, question, find, template), question).toMatchObject({ doc: { id: "lokasi-nurul-falah" } });
    }
    // No site named: the index's answer stands.
    expect(withSite(moving, "di mana tanah wakaf boleh dipindah", find, template)).toBe(moving);
  });

  it("fills the certificate words of the template", () => {
    expect(siteDoc(site("a", "Masjid A"), template).answer).toContain("; bersertifikat.");
  });

  it("says when a site's point is not mapped yet (with its address) and when its area is not measured", () => {
    expect(siteDoc(site("a", "Masjid A", "Jl. A", { lat: null, lng: null }), template).answer).toBe(
      "Masjid A (Masjid) di Jl. A, luas 500 m²; bersertifikat. Titiknya belum dipetakan.",
    );
    const { areaM2: _area, ...unmeasured } = site("b", "Musala B", "Jl. B", { certified: false });
    expect(siteDoc(unmeasured, template).answer).toBe("Musala B (Masjid) di Jl. B; luasnya belum diukur; belum bersertifikat.");
    const both = { ...unmeasured, lat: null, lng: null };
    expect(siteDoc(both, template).answer).toBe("Musala B (Masjid) di Jl. B; luasnya belum diukur; belum bersertifikat. Titiknya belum dipetakan.");
    expect(siteDoc(site("c", "Masjid C"), template).answer).not.toContain("belum dipetakan");
  });
});
