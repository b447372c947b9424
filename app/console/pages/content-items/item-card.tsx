import { ArrowDown, ArrowUp, Pencil, Trash, type IconNode } from "lucide";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { previewSrc } from "./image-upload";
import type { ContentItem, ItemKind } from "./item-kind";
import { itemName } from "./text";

export type CardAction = "naik" | "turun" | "ubah" | "hapus";

/** The id of a card's button, so that focus can be put back on it after the list changed around it. */
export const actionId = (name: string, action: CardAction, id: string) => `${name}-${action}-${id}`;

// Buttons at the list's ends stay focusable (aria-disabled, not disabled): after "Naik" brings an item
// to the top, the focus stays on that same button instead of falling back to the page.
const ACTION = "btn btn-secondary btn-sm justify-center aria-disabled:cursor-not-allowed aria-disabled:opacity-50";

/** One item of the list: its picture, title and details, and what can be done with it. */
/**
 * A card's button. Unavailable ("off": at the list's end, or while saving) it stays focusable with
 * aria-disabled, so focus is not lost after a move to the top or bottom.
 */
function ActionButton({ id, label, icon, off, onPress, children }: { id: string; label: string; icon: IconNode; off: boolean; onPress: () => void; children: string }) {
  return (
    <button type="button" id={id} className={ACTION} aria-label={label} aria-disabled={off || undefined} onClick={() => !off && onPress()}>
      <Icon icon={icon} className="size-4" />
      {children}
    </button>
  );
}

export function ItemCard<T extends ContentItem>({
  kind,
  item,
  index,
  count,
  problems,
  busy,
  onMove,
  onRemove,
}: {
  kind: ItemKind<T>;
  item: T;
  index: number;
  count: number;
  /** The server's issues about this item, after a refused save. */
  problems: readonly string[] | undefined;
  busy: boolean;
  onMove: (item: T, step: -1 | 1) => void;
  onRemove: (item: T) => void;
}) {
  const name = itemName(item);
  const badge = kind.badge?.(index);
  const problemsId = `${kind.name}-masalah-${item.id}`;
  const atTop = index === 0;
  const atBottom = index === count - 1;
  return (
    <li className={`rounded-2xl border bg-white p-3 shadow-sm ${problems ? "border-s-4 border-red-700" : "border-slate-200"}`}>
      <div className="flex gap-3">
        {item.image?.file ? (
          <img src={previewSrc(item.image.file)} alt="" loading="lazy" width={96} height={64} className="h-16 w-24 shrink-0 rounded-lg border border-slate-200 bg-slate-100 object-cover" />
        ) : (
          <span className="flex h-16 w-24 shrink-0 items-center justify-center rounded-lg border border-dashed border-slate-300 text-xs text-slate-600">Tanpa foto</span>
        )}
        <div className="min-w-0">
          <p className="text-sm text-slate-700">
            Nomor {index + 1}
            {badge ? (
              <>
                {" · "}
                <span className="badge badge-live">{badge}</span>
              </>
            ) : null}
          </p>
          <h3 className="font-semibold text-slate-900">{name}</h3>
          <p className="text-sm text-slate-700">{kind.meta(item)}</p>
        </div>
      </div>
      {problems ? (
        <ul id={problemsId} className="mt-2 list-disc space-y-1 ps-5 text-sm font-semibold text-red-800">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <div className="mt-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        <ActionButton id={actionId(kind.name, "naik", item.id)} label={`Naikkan: ${name}`} icon={ArrowUp} off={atTop || busy} onPress={() => onMove(item, -1)}>
          Naik
        </ActionButton>
        <ActionButton id={actionId(kind.name, "turun", item.id)} label={`Turunkan: ${name}`} icon={ArrowDown} off={atBottom || busy} onPress={() => onMove(item, 1)}>
          Turun
        </ActionButton>
        <Link
          id={actionId(kind.name, "ubah", item.id)}
          className="btn btn-secondary btn-sm justify-center"
          to={`${kind.path}/${encodeURIComponent(item.id)}`}
          aria-label={`Ubah: ${name}`}
          aria-describedby={problems ? problemsId : undefined}
        >
          <Icon icon={Pencil} className="size-4" />
          Ubah
        </Link>
        <ActionButton id={actionId(kind.name, "hapus", item.id)} label={`Hapus: ${name}`} icon={Trash} off={busy} onPress={() => onRemove(item)}>
          Hapus
        </ActionButton>
      </div>
    </li>
  );
}
