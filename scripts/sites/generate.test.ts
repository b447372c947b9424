import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { getRegisterConfig, parseSites } from "../../app/content/sites.server";
import { generateRegister } from "./generate";
import { distanceKm } from "./parse-rows";
import { TEMPLATE_EXAMPLES, templateCsv, templateXlsx } from "./template";
import { parseRows } from "./parse-rows";
import { readCsv, readXlsx } from "./read-file";

const center = [-6.8886, 107.6155] as const;

describe("synthetic register", () => {
  it("is valid site data, deterministic, with unique ids, every site inside the kecamatan", () => {
    const register = generateRegister(500, center);
    const parsed = parseSites("generated", JSON.stringify(register));
    expect(parsed.features).toHaveLength(500);
    expect(JSON.stringify(generateRegister(500, center))).toBe(JSON.stringify(register));
    for (const feature of parsed.features) {
      const [lng, lat] = feature.geometry!.coordinates;
      expect(distanceKm(center, [lat, lng])).toBeLessThan(getRegisterConfig().maxDistanceKm);
    }
    expect(new Set(parsed.features.map((f) => f.properties.stage)).size).toBe(4);
  });
});

describe("import template", () => {
  const config = getRegisterConfig();
  it("both files import cleanly into the two example sites", async () => {
    for (const rows of [readCsv(new TextEncoder().encode(templateCsv())), await readXlsx(await templateXlsx())]) {
      const result = parseRows(rows, { config, center });
      expect(result.errors).toEqual([]);
      expect(result.features.map((f) => f.properties.name)).toEqual(TEMPLATE_EXAMPLES.map((example) => example.name));
    }
  });

  it("the shipped files in docs/templates are the current template (npm run sites:template)", async () => {
    expect(readFileSync("docs/templates/tanah-wakaf.csv", "utf8")).toBe(templateCsv());
    const result = parseRows(await readXlsx(readFileSync("docs/templates/tanah-wakaf.xlsx")), { config, center });
    expect(result.errors).toEqual([]);
    expect(result.features).toHaveLength(2);
  });
});
