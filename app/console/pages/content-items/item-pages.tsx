import { ArrowLeft } from "lucide";
import { useState } from "react";
import { Link, useLocation, useParams } from "react-router";
import { Icon } from "~/components/ui/icon";
import { Loading, LoadError } from "../../components/alert";
import { Page } from "../../components/page";
import { DraftBanner } from "./draft-banner";
import { ItemForm } from "./item-form";
import type { ContentItem, ItemKind } from "./item-kind";
import { fileOf } from "./items-file";
import { ItemsList } from "./items-list";
import { listNoticeOf } from "./text";
import { useItemsDraft, type ItemsDraft } from "./use-items-draft";

/** Until the file is there: the wait, or the failure with "Coba lagi". */
function Waiting({ draft }: { draft: ItemsDraft }) {
  return draft.error ? <LoadError message={draft.error} onRetry={draft.reload} /> : <Loading />;
}

function BackLink<T extends ContentItem>({ kind }: { kind: ItemKind<T> }) {
  return (
    <Link className="text-link inline-flex min-h-11 items-center gap-1" to={kind.path}>
      <Icon icon={ArrowLeft} className="size-4" />
      Kembali ke daftar {kind.noun}
    </Link>
  );
}

/** /berita, /galeri: the items in the site's order, the draft's state, and every change saved at once. */
export function ItemsListPage<T extends ContentItem>({ kind }: { kind: ItemKind<T> }) {
  const draft = useItemsDraft(kind.name);
  const { state } = useLocation();
  return (
    <Page title={kind.title} lead={kind.lead}>
      {draft.data ? (
        <>
          <DraftBanner kind={kind} draft={draft} />
          <ItemsList kind={kind} draft={draft} notice={listNoticeOf(state)} />
        </>
      ) : (
        <Waiting draft={draft} />
      )}
    </Page>
  );
}

/** /berita/baru, /galeri/baru. */
export function ItemNewPage<T extends ContentItem>({ kind }: { kind: ItemKind<T> }) {
  const draft = useItemsDraft(kind.name);
  return (
    <Page title={`Tambah ${kind.noun}`}>
      <BackLink kind={kind} />
      {draft.data && !draft.loading ? <ItemForm key="baru" kind={kind} draft={draft} id={undefined} item={undefined} /> : <Waiting draft={draft} />}
    </Page>
  );
}

/** /berita/:id, /galeri/:id: one item of the file being edited (the draft if any). */
export function ItemEditPage<T extends ContentItem>({ kind }: { kind: ItemKind<T> }) {
  const { id = "" } = useParams();
  const draft = useItemsDraft(kind.name);
  const ready = draft.data !== undefined && !draft.loading;
  // The first answer picks the item: when a colleague removes it while the form is open (a refused
  // save reads the file again), the form stays with what was typed instead of vanishing.
  const [picked, setPicked] = useState<{ id: string; item: T | undefined }>();
  if (ready && picked?.id !== id) setPicked({ id, item: fileOf<T>(draft.data!).items.find((other) => other.id === id) });
  const item = picked?.id === id ? picked.item : undefined;
  if (ready && picked?.id === id && !item) {
    return (
      <Page title={`${kind.Noun} tidak ditemukan`}>
        <BackLink kind={kind} />
        <p>
          {kind.Noun} dengan alamat &quot;{id}&quot; tidak ada di draf maupun di situs. Mungkin sudah dihapus oleh rekan Anda.
        </p>
      </Page>
    );
  }
  return (
    <Page title={item ? `Ubah ${kind.noun}: ${item.title}` : `Ubah ${kind.noun}`}>
      <BackLink kind={kind} />
      {item ? <ItemForm key={id} kind={kind} draft={draft} id={id} item={item} /> : <Waiting draft={draft} />}
    </Page>
  );
}
