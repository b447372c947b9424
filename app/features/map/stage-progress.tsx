import { formatArea, formatNumber, formatPercent } from "~/lib/format";
import type { StageProgress } from "./stats";

/**
 * How many sites, and how many m², are at each certification stage: the office's progress toward
 * all wakaf land certified. A table, so it reads without JavaScript and to screen readers alike; the
 * bar in each row is decoration (its number is in the row).
 */
export function StageProgressTable({ stages, intro }: { stages: readonly StageProgress[]; intro: string }) {
  const total = stages.reduce((sum, stage) => sum + stage.count, 0);
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="stage-progress">
      <p className="text-slate-700">{intro}</p>
      <table className="mt-4 w-full text-left text-slate-800">
        <thead>
          <tr className="border-b border-slate-200 text-sm text-slate-700">
            <th scope="col" className="py-2 pr-2 font-semibold">
              Tahap
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-semibold">
              Lokasi
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Luas
            </th>
          </tr>
        </thead>
        <tbody>
          {stages.map((stage) => {
            const share = total > 0 ? (stage.count / total) * 100 : 0;
            return (
              <tr key={stage.id} className="border-b border-slate-100 align-top last:border-0">
                <th scope="row" className="py-2 pr-2 font-medium">
                  {stage.label}
                  <span className="mt-1 block h-2 rounded-full bg-slate-100" aria-hidden="true">
                    <span
                      className={`block h-2 rounded-full ${stage.certified ? "bg-emerald-700" : "bg-amber-600"}`}
                      style={{ width: `${share.toFixed(1)}%` }}
                    />
                  </span>
                </th>
                <td className="py-2 pr-2 text-right whitespace-nowrap">
                  {formatNumber(stage.count)} ({formatPercent(share)})
                </td>
                <td className="py-2 text-right whitespace-nowrap">{formatArea(stage.areaM2)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
