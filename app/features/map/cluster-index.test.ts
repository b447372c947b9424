import { describe, expect, it } from "vitest";
import { getSites } from "~/content/sites.server";
import { CLUSTER_MAX_ZOOM, createClusterIndex, expansionZoom, singleMarkerZoom, visibleItems, type Bounds } from "./cluster-index";
import { sitesFromGeoJson } from "./sites";

const WORLD: Bounds = [-180, -85, 180, 85];

// 200 points in a 200 m square, plus one far away.
const crowd = Array.from({ length: 200 }, (_, i) => ({ id: `p${i}`, lat: -6.89 + (i % 20) * 0.0001, lng: 107.61 + Math.floor(i / 20) * 0.0001 }));
const points = [...crowd, { id: "far", lat: -6.5, lng: 107.9 }];

describe("cluster index", () => {
  it("the four sample sites stay single markers, in register order, at the page's zoom 14", () => {
    const sites = sitesFromGeoJson(getSites());
    const items = visibleItems(createClusterIndex(sites), WORLD, 14);
    expect(items.map((item) => (item.kind === "site" ? item.item.id : "cluster"))).toEqual(sites.map((site) => site.id));
  });

  it("ignores sites not mapped yet: never a marker or part of a cluster, register positions kept", () => {
    const unmapped = { id: "unmapped", lat: null, lng: null };
    const index = createClusterIndex([unmapped, ...points]);
    const single = visibleItems(index, WORLD, CLUSTER_MAX_ZOOM + 1);
    expect(single).toHaveLength(201);
    expect(single.map((item) => item.kind === "site" && item.item.id)).not.toContain("unmapped");
    // Positions still point into the whole register: "far" is the last of 202 items.
    expect(single.find((item) => item.kind === "site" && item.item.id === "far")).toMatchObject({ index: 201 });
    const zoomedOut = visibleItems(index, WORLD, 12);
    expect(zoomedOut.reduce((sum, item) => sum + (item.kind === "cluster" ? item.count : 1), 0)).toBe(201);
    expect(singleMarkerZoom(index, 0, 14)).toBe(14);
  });

  it("a crowd becomes one numbered cluster when zoomed out and single markers at the deepest zoom", () => {
    const index = createClusterIndex(points);
    const out = visibleItems(index, WORLD, 12);
    expect(out.filter((item) => item.kind === "cluster").map((item) => item.kind === "cluster" && item.count)).toEqual([200]);
    expect(out.filter((item) => item.kind === "site").map((item) => item.kind === "site" && item.item.id)).toEqual(["far"]);
    expect(visibleItems(index, WORLD, CLUSTER_MAX_ZOOM + 1).filter((item) => item.kind === "site")).toHaveLength(201);
  });

  it("only what is inside the bounds is returned", () => {
    const index = createClusterIndex(points);
    const items = visibleItems(index, [107.8, -6.6, 108, -6.4], 12);
    expect(items).toEqual([{ kind: "site", item: points[200], index: 200 }]);
  });

  it("a cluster splits at its expansion zoom, and a site's single-marker zoom is where it stands alone", () => {
    const index = createClusterIndex(points);
    const cluster = visibleItems(index, WORLD, 12).find((item) => item.kind === "cluster");
    if (cluster?.kind !== "cluster") throw new Error("no cluster");
    const zoom = expansionZoom(index, cluster.id);
    expect(zoom).toBeGreaterThan(12);
    expect(visibleItems(index, WORLD, zoom).length).toBeGreaterThan(2);
    const alone = singleMarkerZoom(index, 0, 10);
    expect(alone).toBeGreaterThan(12);
    const atAlone = visibleItems(index, WORLD, alone);
    expect(atAlone.some((item) => item.kind === "site" && item.index === 0)).toBe(true);
    const before = visibleItems(index, WORLD, alone - 1);
    expect(before.some((item) => item.kind === "site" && item.index === 0)).toBe(false);
    expect(singleMarkerZoom(index, 200, 10)).toBe(10);
  });
});
