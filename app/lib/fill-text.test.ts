import { describe, expect, it } from "vitest";
import { fillText } from "./fill-text";

describe("fillText", () => {
  it("fills every placeholder, writing numbers with Indonesian thousands dots", () => {
    expect(fillText("Lokasi {first}–{last} dari {count}", { first: 1, last: 20, count: 5000 })).toBe("Lokasi 1–20 dari 5.000");
    expect(fillText("Arah ke {name} ({name})", { name: "Masjid Al-Ikhlas" })).toBe("Arah ke Masjid Al-Ikhlas (Masjid Al-Ikhlas)");
  });

  it("leaves a placeholder without a value as it is", () => {
    expect(fillText("{shown} dari {total}", { shown: 3 })).toBe("3 dari {total}");
  });
});
