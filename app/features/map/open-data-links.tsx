import { Download } from "lucide";
import { Icon } from "~/components/ui/icon";
import { OPEN_DATA_PATHS } from "~/lib/open-data-paths";

const link =
  "inline-flex min-h-11 items-center gap-2 rounded-lg border border-emerald-700 px-4 py-2 font-semibold text-emerald-800 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700";

/** The files offered, in this order: GeoJSON first, then CSV. */
const FORMATS = ["geojson", "csv"] as const;

/** "Unduh data": the register as GeoJSON and CSV, written by the build (routes/data.*). */
export function OpenDataLinks({ texts }: { texts: { intro: string; geojson: string; csv: string } }) {
  return (
    <div data-testid="open-data">
      <p className="text-slate-700">{texts.intro}</p>
      <ul className="mt-3 flex flex-wrap gap-3">
        {FORMATS.map((format) => (
          <li key={format}>
            <a href={OPEN_DATA_PATHS[format]} download className={link}>
              <Icon icon={Download} className="size-5" aria-hidden="true" />
              {texts[format]}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
