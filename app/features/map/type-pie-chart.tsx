import { formatNumber, formatPercent } from "~/lib/format";
import { PIE_SIZE, type PieSlice } from "./pie-geometry";

/**
 * Pie of site counts per type, drawn as plain SVG from paths computed at build time, so it is in the
 * prerendered HTML and needs no JavaScript. The legend carries every number in text: it is the
 * chart's text alternative, and the SVG itself is hidden from screen readers.
 */
export function TypePieChart({ slices, title }: { slices: readonly PieSlice[]; title: string }) {
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="type-pie-chart">
      <figcaption className="text-lg font-bold text-emerald-900">{title}</figcaption>
      <div className="mt-4 flex flex-col items-center gap-6 sm:flex-row sm:justify-center">
        <svg
          viewBox={`${-PIE_SIZE / 2} ${-PIE_SIZE / 2} ${PIE_SIZE} ${PIE_SIZE}`}
          height={PIE_SIZE}
          className="h-[300px] w-full max-w-[300px] shrink-0"
          aria-hidden="true"
          focusable="false"
        >
          {slices.map((slice) => (
            <path key={slice.type} d={slice.path} fill={slice.colour} stroke="#fff" strokeWidth={2} />
          ))}
          {slices.map((slice) => (
            <text
              key={slice.type}
              x={slice.labelX}
              y={slice.labelY}
              textAnchor="middle"
              dominantBaseline="central"
              fill="#fff"
              fontSize={18}
              fontWeight={700}
            >
              {formatPercent(slice.percent)}
            </text>
          ))}
        </svg>
        <ul className="space-y-2 text-slate-800" data-testid="type-pie-legend">
          {slices.map((slice) => (
            <li key={slice.type} className="flex items-center gap-2">
              <span className="inline-block size-4 shrink-0 rounded-sm" style={{ backgroundColor: slice.colour }} aria-hidden="true" />
              <span>
                <span className="font-semibold">{slice.type}</span>: {formatNumber(slice.count)} lokasi (
                {formatPercent(slice.percent)})
              </span>
            </li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
