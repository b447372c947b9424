import { formatArea } from "~/lib/format";
import type { AreaBar } from "./stats";

const HEIGHT = 300;
const BAR_COLOUR = "#047857"; // emerald-700: white labels inside the bar keep ≥ 4.5:1 contrast

/**
 * Horizontal bars of land area per site. Lengths are percentages of the SVG's width, so the chart
 * fills any screen width without JavaScript and the labels keep their size. Each row holds the site
 * name above its bar, which stays readable at 360 px where names below vertical bars would not fit.
 */
export function AreaBarChart({ bars, title, columns }: { bars: readonly AreaBar[]; title: string; columns: { site: string; area: string } }) {
  const rowHeight = HEIGHT / Math.max(bars.length, 1);
  const barHeight = Math.max(8, Math.min(24, rowHeight - 30));
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="area-bar-chart">
      <figcaption className="text-lg font-bold text-emerald-900">{title}</figcaption>
      <svg width="100%" height={HEIGHT} className="mt-4 block h-[300px] w-full" aria-hidden="true" focusable="false">
        {bars.map((bar, index) => {
          const top = index * rowHeight + (rowHeight - (18 + barHeight)) / 2;
          const length = `${(bar.ratio * 100).toFixed(3)}%`;
          const inside = bar.ratio >= 0.5;
          return (
            <g key={bar.id}>
              <text x={0} y={top + 13} fontSize={14} fill="#1e293b">
                {bar.name}
              </text>
              <rect x={0} y={top + 18} width={length} height={barHeight} rx={3} fill={BAR_COLOUR} />
              <text
                x={length}
                dx={inside ? -6 : 6}
                y={top + 18 + barHeight / 2}
                dominantBaseline="central"
                textAnchor={inside ? "end" : "start"}
                fontSize={13}
                fontWeight={700}
                fill={inside ? "#fff" : "#1e293b"}
              >
                {formatArea(bar.areaM2, 2)}
              </text>
            </g>
          );
        })}
      </svg>
      {/* The wrapper, not the table, is visually hidden: a table ignores the 1 px width and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{columns.site}</th>
              <th scope="col">{columns.area}</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.id}>
                <th scope="row">{bar.name}</th>
                <td>{formatArea(bar.areaM2, 2)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
