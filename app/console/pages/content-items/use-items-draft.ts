import { useCallback } from "react";
import { useApi } from "../../session";
import type { ContentDocument } from "../../types";
import { useLoad, type Loaded } from "../../use-load";
import type { ContentItem, ItemsFile } from "./item-kind";

export interface ItemsDraft extends Loaded<ContentDocument> {
  /**
   * Sends the whole file as the draft, checked against `version` (409 content_stale when someone saved
   * since). The page's copy follows the server's answer.
   */
  save<T extends ContentItem>(version: number, file: ItemsFile<T>): Promise<ContentDocument>;
  /** Reads the file again (after a refusal) and answers it, the page's copy too. */
  refresh(): Promise<ContentDocument>;
  /** Throws the draft away, then loads the published file again. */
  discard(version: number): Promise<void>;
}

/** One content file of items (news or gallery) as the draft store keeps it (docs/office-console-contract.md). */
export function useItemsDraft(name: string): ItemsDraft {
  const api = useApi();
  const loaded = useLoad(`konten:${name}`, (signal) => api.get<ContentDocument>(`/konten/${name}`, undefined, { signal }));
  const { update, reload } = loaded;

  const save = useCallback(
    async <T extends ContentItem>(version: number, file: ItemsFile<T>) => {
      const answer = await api.put<ContentDocument>(`/konten/${name}`, { version, data: file });
      update(() => answer);
      return answer;
    },
    [api, name, update],
  );

  const refresh = useCallback(async () => {
    const answer = await api.get<ContentDocument>(`/konten/${name}`);
    update(() => answer);
    return answer;
  }, [api, name, update]);

  const discard = useCallback(
    async (version: number) => {
      await api.delete(`/konten/${name}/draf`, { version });
      reload();
    },
    [api, name, reload],
  );

  return { ...loaded, save, refresh, discard };
}
