import { describe, expect, it } from "vitest";
import { stageOf } from "./stage";

describe("stageOf", () => {
  it("reads property still to be given from a verb of wakaf, as typed in Indonesian, chat or Sundanese", () => {
    for (const question of [
      "tanah yg lg disita pengadilan bs diwakafin ga",
      "Taneuh nu keur disita ku pengadilan tiasa diwakafkeun?",
      "Apakah non-Muslim boleh berwakaf?",
      "sy mau wakafin sawah, blh?",
      "Abdi hoyong ngawakafkeun taneuh",
    ]) {
      expect(stageOf(question), question).toBe("giving");
    }
  });

  it("reads property already wakaf from the noun after what is given, or from a verb already done", () => {
    for (const question of [
      "Bolehkah tanah wakaf dijual?",
      "lahan wakaf dipake parkir boleh?",
      "taneuh wakaf masjid tiasa dijual?",
      "tanah yang sudah diwakafkan boleh diminta lagi?",
      "sawah nu tos diwakafkeun kenging dicandak deui?",
    ]) {
      expect(stageOf(question), question).toBe("held");
    }
  });

  it("reads no stage when a text names neither, or both", () => {
    expect(stageOf("Apa itu wakaf?")).toBeUndefined();
    expect(stageOf("wakaf uang minimal brp")).toBeUndefined();
    expect(stageOf("tanah wakaf masjid mau saya wakafkan lagi ke yayasan, boleh?")).toBeUndefined();
  });
});
