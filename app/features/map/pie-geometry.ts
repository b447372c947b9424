// Pie geometry is computed at build time (from the route loader), so d3-shape never ships to the
// browser: the page only receives finished SVG path strings and label positions.
import { arc, pie, type PieArcDatum } from "d3-shape";
import type { TypeShare } from "./stats";

export const PIE_SIZE = 300;
const RADIUS = 140;
const LABEL_RADIUS = RADIUS * 0.62;

export interface PieSlice extends TypeShare {
  /** SVG path of the slice, centred on (0, 0). */
  path: string;
  labelX: number;
  labelY: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

export function pieSlices(shares: readonly TypeShare[]): PieSlice[] {
  // Built inside the function: module-level calls would count as side effects and keep d3-shape in
  // the client bundle even though only the loader uses it.
  const slice = arc<PieArcDatum<TypeShare>>().innerRadius(0).outerRadius(RADIUS);
  const labelPosition = arc<PieArcDatum<TypeShare>>().innerRadius(LABEL_RADIUS).outerRadius(LABEL_RADIUS);
  const arcs = pie<TypeShare>()
    .value((share) => share.count)
    .sort(null)([...shares]);
  return arcs.map((datum) => {
    // A whole circle has no meaningful centroid on its rim: its label goes in the middle.
    const [x, y] = arcs.length === 1 ? [0, 0] : labelPosition.centroid(datum);
    return { ...datum.data, path: slice(datum) ?? "", labelX: round(x), labelY: round(y) };
  });
}
