// /api/kantor/konten: read, save and discard drafts of the content files (docs/office-console-contract.md,
// "Content drafts"). Staf and admin alike; publishing them is the releases part's job.
import { Hono, type Context } from "hono";
import { safeParseContent } from "../../../app/content/parse";
import type { OfficeEnv, OfficeRouteKit, OfficeSubApi } from "../route-kit";
import { createDraftStore, type Draft } from "./drafts";
import { contentStaleMessage, CONTENT_ERRORS } from "./errors";
import { changedPaths, sameJson, shortValue, type Change } from "./json-diff";
import type { ContentFile, RegistryProvider } from "./registry";

export interface ContentApiDeps {
  registry: RegistryProvider;
  /** The published data of a content file: the live release's, else the repository's. */
  published(name: string): Promise<unknown>;
  /** When the live copy of a content file was published (null: the repository's own, or not known). */
  publishedAt?(name: string): string | null;
}

export interface ContentIssue {
  path: string;
  message: string;
}

const ISSUES_MAX = 50;
const AUDIT_PATHS_LISTED = 20;
const AUDIT_VALUES_SHOWN = 10;

/**
 * The schema's verdict on `data` with the build's own Indonesian messages (the same words a failed build
 * prints): its issues with dotted paths ("phone.tel", "badges.0").
 */
export function contentIssues(file: ContentFile, data: unknown): ContentIssue[] {
  const result = safeParseContent(file.schema, data);
  if (result.success) return [];
  return result.error.issues.slice(0, ISSUES_MAX).map((issue) => ({ path: issue.path.map(String).join("."), message: issue.message }));
}

/** The audit detail of a save: which fields changed, and the first few before → after, cut short. */
export function changeDetail(name: string, changes: Change[]): Record<string, string> {
  const paths = changes.map((change) => change.path || "(semua)");
  const more = paths.length > AUDIT_PATHS_LISTED ? ` dan ${paths.length - AUDIT_PATHS_LISTED} lainnya` : "";
  const detail: Record<string, string> = { konten: name, diubah: paths.slice(0, AUDIT_PATHS_LISTED).join(", ") + more };
  for (const change of changes.slice(0, AUDIT_VALUES_SHOWN)) {
    detail[change.path || "(semua)"] = `${shortValue(change.before)} → ${shortValue(change.after)}`;
  }
  return detail;
}

const isVersion = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;

export function contentApi(kit: OfficeRouteKit, deps: ContentApiDeps | undefined): OfficeSubApi {
  const api = new Hono<OfficeEnv>();
  // Without the content files (a server started without publishing) the paths stay unknown (404).
  if (!deps) return api;
  const drafts = createDraftStore(kit.db);

  const fileOf = async (name: string): Promise<ContentFile | undefined> => {
    const { files } = await deps.registry();
    return Object.hasOwn(files, name) ? files[name] : undefined;
  };

  const state = async (name: string, file: ContentFile, draft: Draft | undefined) => ({
    name,
    label: file.label,
    published: await deps.published(name),
    draft: draft?.data ?? null,
    version: drafts.versionOf(name),
    updatedBy: draft?.updatedBy ?? null,
    updatedAt: draft?.updatedAt ?? null,
  });

  const stale = (c: Context, name: string, current: Draft | undefined) =>
    c.json(
      {
        error: {
          code: "content_stale",
          message: contentStaleMessage(current?.updatedBy),
          version: current?.version ?? drafts.versionOf(name),
          updatedBy: current?.updatedBy ?? null,
          updatedAt: current?.updatedAt ?? null,
        },
      },
      409,
    );

  const invalid = (c: Context, issues: ContentIssue[]) =>
    c.json({ error: { code: "invalid_content", message: CONTENT_ERRORS.invalid_content, issues } }, 400);

  api.get("/:name", kit.signedIn, async (c) => {
    const name = c.req.param("name");
    const file = await fileOf(name);
    if (!file) return kit.fail(c, "content_not_found", 404);
    return c.json(await state(name, file, drafts.get(name)));
  });

  api.put("/:name", kit.signedIn, async (c) => {
    const name = c.req.param("name");
    const file = await fileOf(name);
    if (!file) return kit.fail(c, "content_not_found", 404);
    const body = await kit.readJson(c);
    if (body instanceof Response) return body;
    if (!isVersion(body.version)) return invalid(c, [{ path: "version", message: "Versi harus bilangan bulat 0 atau lebih." }]);

    // Stale first: whoever loaded an old copy must reload before fixing anything else in it.
    const current = drafts.get(name);
    if (drafts.versionOf(name) !== body.version) return stale(c, name, current);
    const issues = contentIssues(file, body.data);
    if (issues.length > 0) return invalid(c, issues);

    const published = await deps.published(name);
    const before = current ? current.data : published;
    const requester = kit.requester(c);
    const at = new Date(kit.now());
    if (sameJson(body.data, before)) return c.json(await state(name, file, current));
    // A draft that says what is already published is no draft: it would be "pending" for nothing.
    const outcome = sameJson(body.data, published)
      ? drafts.discard(name, body.version, requester.actor.name, at)
      : drafts.save(name, body.data, body.version, requester.actor.name, at);
    if (!outcome.ok) return stale(c, name, outcome.current);
    kit.audit.record("konten-diubah", { ...requester, at, detail: changeDetail(name, changedPaths(before, body.data)) });
    return c.json(await state(name, file, "draft" in outcome ? outcome.draft : undefined));
  });

  api.delete("/:name/draf", kit.signedIn, async (c) => {
    const name = c.req.param("name");
    const file = await fileOf(name);
    if (!file) return kit.fail(c, "content_not_found", 404);
    const raw = c.req.query("version") ?? "";
    const version = /^\d{1,9}$/.test(raw) ? Number(raw) : Number.NaN;
    if (!isVersion(version)) return invalid(c, [{ path: "version", message: "Versi harus bilangan bulat 0 atau lebih." }]);
    const outcome = drafts.discard(name, version, kit.requester(c).actor.name, new Date(kit.now()));
    if (!outcome.ok) return stale(c, name, outcome.current);
    if (outcome.removed) kit.audit.record("konten-draf-dibuang", { ...kit.requester(c), at: new Date(kit.now()), detail: { konten: name, versi: version } });
    return c.json(await state(name, file, undefined));
  });

  return api;
}
