import type { SitesPageTexts } from "~/content/sites-page.schema";
import { summaryTexts, type SiteSummary } from "./stats";

/** The summary band: number of locations, total area and certified share, all from the data. */
export function SiteSummaryBand({ summary, labels }: { summary: SiteSummary; labels: SitesPageTexts["summary"] }) {
  const texts = summaryTexts(summary, labels.unmeasured);
  const items = [
    { label: labels.count, value: texts.count, testId: "summary-count" },
    { label: labels.area, value: texts.totalArea, testId: "summary-area" },
    { label: labels.certified, value: texts.certified, testId: "summary-certified" },
  ];
  return (
    <dl className="grid gap-4 rounded-xl bg-emerald-800 p-6 text-white sm:grid-cols-3" data-testid="site-summary">
      {items.map((item) => (
        <div key={item.label} className="text-center">
          <dt className="text-sm font-medium text-emerald-50">{item.label}</dt>
          <dd className="mt-1 text-3xl font-extrabold" data-testid={item.testId}>
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
