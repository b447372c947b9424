import { describe, expect, it } from "vitest";
import { paginate } from "./paginate";

const items = Array.from({ length: 50 }, (_, i) => i + 1);

describe("paginate", () => {
  it("cuts the list into pages with 1-based positions", () => {
    expect(paginate(items, 1, 24)).toMatchObject({ page: 1, pageCount: 3, first: 1, last: 24 });
    expect(paginate(items, 3, 24)).toMatchObject({ items: [49, 50], page: 3, first: 49, last: 50 });
  });

  it("clamps pages that do not exist", () => {
    expect(paginate(items, 9, 24).page).toBe(3);
    expect(paginate(items, 0, 24).page).toBe(1);
    expect(paginate(items, Number.NaN, 24).page).toBe(1);
  });

  it("an empty list is one empty page", () => {
    expect(paginate([], 2, 24)).toEqual({ items: [], page: 1, pageCount: 1, first: 0, last: 0 });
  });
});
