import type { ContentDocument } from "../types";
import { apiError, type FakeRequest, type FakeRoute } from "./fake-server";

export const STALE_MESSAGE = "Draf ini sudah diubah oleh rekan.kerja sejak halaman ini dibuka. Isian Anda belum disimpan.";

const clone = <T>(value: T): T => structuredClone(value);

/**
 * One content file of the drafts store (GET/PUT /konten/:name, DELETE /konten/:name/draf) as the
 * server keeps it: a version counted up by every save and discard, a PUT with an older version refused
 * with 409 content_stale. `colleagueSaves` is another person's save between two of the page's requests.
 */
export function fakeContent(name: string, published: object, start: { draft?: object; version?: number; updatedBy?: string; updatedAt?: string } = {}) {
  const state = {
    published: clone(published) as Record<string, unknown>,
    draft: start.draft ? (clone(start.draft) as Record<string, unknown>) : null,
    version: start.version ?? (start.draft ? 1 : 0),
    updatedBy: start.updatedBy ?? (start.draft ? "rekan.kerja" : null),
    updatedAt: start.updatedAt ?? (start.draft ? "2025-10-30T02:15:00.000Z" : null),
  };
  const doc = (): ContentDocument => ({
    name,
    published: clone(state.published),
    draft: state.draft && clone(state.draft),
    version: state.version,
    updatedBy: state.updatedBy,
    updatedAt: state.updatedAt,
  });
  const stale = () => apiError(409, "content_stale", STALE_MESSAGE, { version: state.version, updatedBy: state.updatedBy, updatedAt: state.updatedAt });
  const keep = (data: Record<string, unknown>, by: string) => {
    state.draft = clone(data);
    state.version += 1;
    state.updatedBy = by;
    state.updatedAt = "2025-11-01T03:00:00.000Z";
  };

  const routes: Record<string, FakeRoute> = {
    [`GET /konten/${name}`]: () => ({ body: doc() }),
    [`PUT /konten/${name}`]: (request: FakeRequest) => {
      const { version, data } = request.body as { version: number; data: Record<string, unknown> };
      if (version !== state.version) return stale();
      keep(data, "petugas");
      return { body: doc() };
    },
    [`DELETE /konten/${name}/draf`]: (request: FakeRequest) => {
      if (Number(request.query.get("version")) !== state.version) return stale();
      state.draft = null;
      state.version += 1;
      return { body: doc() };
    },
  };

  return {
    state,
    routes,
    doc,
    /** The file as it is now (the draft, else the published one). */
    current: () => clone(state.draft ?? state.published),
    colleagueSaves(change: (data: Record<string, unknown>) => Record<string, unknown>) {
      keep(change(clone(state.draft ?? state.published)), "rekan.kerja");
    },
  };
}
