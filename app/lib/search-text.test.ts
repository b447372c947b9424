import { describe, expect, it } from "vitest";
import { searchText } from "./search-text";

describe("searchText", () => {
  it("folds accents, capitals and punctuation runs to one space (the map's search)", () => {
    expect(searchText("  Mushollá  AL-Ikhlas, No.4 ")).toBe("musholla al ikhlas no 4");
    expect(searchText("")).toBe("");
  });

  it("drops apostrophes inside words, so Jum'at and Jumat are one word", () => {
    expect(searchText("Masjid Jum'at")).toBe(searchText("masjid JUMAT"));
  });

  it("keeps letters of other scripts unless only Latin is asked for", () => {
    expect(searchText("Masjid مسجد")).toBe("masjid مسجد");
    expect(searchText("Masjid مسجد", { latinOnly: true })).toBe("masjid");
  });

  it("Si Wakaf's form: Latin only, inner hyphens kept, apostrophes and marks gone", () => {
    const assistant = (text: string) => searchText(text, { keepHyphens: true, latinOnly: true });
    expect(assistant("Apa itu MAUQUF 'ALAIH?!")).toBe("apa itu mauquf alaih");
    expect(assistant("Mauqūf ʻalaih, Ali ’Imran (3): 92")).toBe("mauquf alaih ali imran 3 92");
    expect(assistant("  wakaf…  uang!! ")).toBe("wakaf uang");
    expect(assistant("kirim e-mail -- ke -kantor- ruang-ruang")).toBe("kirim e-mail ke kantor ruang-ruang");
  });

  it("folds compatibility forms such as ligatures and full-width digits", () => {
    expect(searchText("ﬁkih ２０２４")).toBe("fikih 2024");
  });
});
