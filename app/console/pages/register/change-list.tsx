import { formatCount } from "../../format";
import type { RegisterChange } from "../../types";
import { CHANGE_GROUPS } from "./register-text";

/**
 * A group longer than this starts folded: a first upload lists every site as new, and a page of
 * hundreds of names would hide the buttons below. Its summary still says how many.
 */
export const GROUP_OPEN_MAX = 30;

/** What saving the file would change, site by site: also the map preview's text alternative. */
export function ChangeList({ changes }: { changes: readonly RegisterChange[] }) {
  return (
    <div className="space-y-3">
      <h3 className="text-base font-semibold text-slate-900">Perubahan terhadap register</h3>
      {changes.length === 0 ? <p className="text-slate-800">Tidak ada lokasi yang baru, berubah, atau hilang.</p> : null}
      {CHANGE_GROUPS.map((group) => {
        const items = changes.filter((item) => item.change === group.change);
        if (items.length === 0) return null;
        return (
          <details key={group.change} open={items.length <= GROUP_OPEN_MAX} className="rounded-xl border border-slate-200 p-3">
            <summary className="cursor-pointer rounded font-semibold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700">
              {group.title}: {formatCount(items.length)} lokasi
            </summary>
            {group.note ? <p className="mt-2 text-sm text-slate-700">{group.note}</p> : null}
            <ul className="mt-2 list-disc space-y-1 ps-5">
              {items.map((item) => (
                <li key={item.id}>
                  {item.name} <span className="text-sm text-slate-600">({item.id})</span>
                  {item.change === "berubah" && item.fields.length > 0 ? <> — berubah: {item.fields.join(", ")}</> : null}
                </li>
              ))}
            </ul>
          </details>
        );
      })}
    </div>
  );
}
