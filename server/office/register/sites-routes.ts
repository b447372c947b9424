// /api/kantor/register/situs: one site of the register at a time (issue 34, docs/office-console-contract.md
// "Register of wakaf land"). Staff list and search the current register (the draft if any, else the
// published), open a site's fields, and edit, add or remove one site. Every change is a change of the
// whole register's draft (content "sites" of the drafts store, the first change copies the published
// register), made with the optimistic version, judged by the importer's rules and the build's schema,
// and published by Terbitkan like an upload. Staf and admin alike.
import { Hono, type Context } from "hono";
import { getRegisterConfig } from "../../../app/content/sites.server";
import type { SiteAnswer, SiteIssue, SitesPage } from "../../../app/lib/office/register-sites";
import { searchText } from "../../../app/lib/search-text";
import { siteId } from "../../../scripts/sites/parse-rows";
import type { AuditAction } from "../audit";
import { CONTENT_ERRORS } from "../content/errors";
import type { Draft, DraftStore } from "../content/drafts";
import { sameJson } from "../content/json-diff";
import type { ContentFile } from "../content/registry";
import { contentIssues, type ContentApiDeps } from "../content/routes";
import type { OfficeContext, OfficeEnv, OfficeRouteKit, OfficeSubApi } from "../route-kit";
import { siteStaleMessage } from "./errors";
import { checkedVocabulary, type OfficePlace } from "./importer";
import { sentence, checkSite, type SiteContext } from "./site-rules";
import { siteChangeDetail, siteChoices, siteFields, siteIdOf, siteListItem, storedRegister, type StoredRegister, type StoredSite } from "./site-fields";

/** What the register part shares with this one (routes.ts makes it once). */
export interface RegisterAccess {
  /** The register's name in the registry and the drafts store ("sites"). */
  name: string;
  deps: ContentApiDeps;
  drafts: DraftStore;
  /** Answers with the register's registry entry, or 404 content_not_found when the registry has none. */
  withRegister(c: Context, answer: (file: ContentFile) => Promise<Response>): Promise<Response>;
  /** The draft register if there is one, else the published, as stored. */
  currentRegister(): Promise<unknown>;
  officePlace(): Promise<OfficePlace>;
}

const PER_PAGE_DEFAULT = 50;
const PER_PAGE_MAX = 200;
/** Longer search text is cut: nobody types more. */
const QUERY_MAX = 200;

const isVersion = (value: unknown): value is number => typeof value === "number" && Number.isSafeInteger(value) && value >= 0;

function pageNumber(raw: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = Math.floor(Number(raw ?? fallback));
  return Number.isFinite(value) && value >= 1 ? Math.min(value, max) : fallback;
}

/**
 * The build's schema on the whole new register, its issues told for the form: the edited site's own
 * by field ("name", "areaM2"; its point as "location"), any other site's with that site's name (a
 * register that was already wrong, or a configuration changed since), the register's own as they are.
 */
export function registerIssues(file: ContentFile, register: StoredRegister, index: number): SiteIssue[] {
  return contentIssues(file, register).map(({ path, message }) => {
    const parts = path.split(".");
    if (parts[0] !== "features" || parts.length < 2) return { path: "", message: sentence(message) };
    const at = Number(parts[1]);
    if (at === index) {
      const field = parts[2] === "properties" ? (parts[3] ?? "") : parts[2] === "geometry" ? "location" : "";
      return { path: field, message: sentence(message) };
    }
    const site = register.features[at];
    const name = typeof site?.properties?.name === "string" ? site.properties.name : site ? siteIdOf(site) : path;
    return { path, message: `Lokasi lain di register, "${name}": ${sentence(message)}` };
  });
}

export function sitesApi(kit: OfficeRouteKit, access: RegisterAccess): OfficeSubApi {
  const api = new Hono<OfficeEnv>();
  const { drafts, deps, name: SITES } = access;
  const config = () => getRegisterConfig();

  const stale = (c: Context, current: Draft | undefined) =>
    c.json(
      {
        error: {
          code: "content_stale",
          message: siteStaleMessage(current?.updatedBy),
          version: drafts.versionOf(SITES),
          updatedBy: current?.updatedBy ?? null,
          updatedAt: current?.updatedAt ?? null,
        },
      },
      409,
    );

  const invalid = (c: Context, issues: SiteIssue[]) => c.json({ error: { code: "invalid_content", message: CONTENT_ERRORS.invalid_content, issues } }, 400);

  const answer = (id: string, site: StoredSite, warnings?: SiteIssue[]): SiteAnswer => ({
    id,
    site: siteFields(site, config()),
    version: drafts.versionOf(SITES),
    choices: siteChoices(config()),
    ...(warnings ? { warnings } : {}),
  });

  /** The rules' view of the register around one site: the office's place and the other sites. */
  const contextFor = async (others: readonly StoredSite[]): Promise<SiteContext> => {
    const place = await access.officePlace();
    return { config: config(), vocabulary: checkedVocabulary(), center: place.center, subDistrict: place.subDistrict, others };
  };

  /**
   * Writes `next` as the register's draft at `version`. Nothing to write when it is what the draft (or,
   * without one, the site) already says; a register equal to the published one ends the draft instead,
   * as /konten does. A Response when refused as stale.
   */
  const keep = async (c: OfficeContext, next: StoredRegister, version: number): Promise<Response | { changed: boolean }> => {
    const current = drafts.get(SITES);
    const published = await deps.published(SITES);
    if (sameJson(next, current ? current.data : published)) return { changed: false };
    const by = kit.requester(c).actor.name;
    const at = new Date(kit.now());
    const outcome = sameJson(next, published) ? drafts.discard(SITES, version, by, at) : drafts.save(SITES, next, version, by, at);
    return outcome.ok ? { changed: true } : stale(c, outcome.current);
  };

  const audited = (c: OfficeContext, action: AuditAction, detail: Record<string, string>) =>
    kit.audit.record(action, { ...kit.requester(c), at: new Date(kit.now()), detail });

  /** The body's version, or the refusal: 400 for no version, 409 when the draft moved on since. */
  const versionOf = (c: Context, raw: unknown): number | Response => {
    if (!isVersion(raw)) return kit.fail(c, "invalid_version", 400);
    // Stale first: whoever opened an old copy must see the newer one before anything else is judged.
    return raw === drafts.versionOf(SITES) ? raw : stale(c, drafts.get(SITES));
  };

  api.get("/", kit.signedIn, (c) =>
    access.withRegister(c, async () => {
      const q = (c.req.query("q") ?? "").trim().slice(0, QUERY_MAX);
      const page = pageNumber(c.req.query("halaman"), 1);
      const perPage = pageNumber(c.req.query("per"), PER_PAGE_DEFAULT, PER_PAGE_MAX);
      const folded = searchText(q);
      const sites = storedRegister(await access.currentRegister()).features.map((site) => siteListItem(site, config()));
      // Name and kelurahan, as staff look a parcel up; the id too (it is in the site page's address).
      const found = folded ? sites.filter((site) => searchText(`${site.name} ${site.kelurahan} ${site.id}`).includes(folded)) : sites;
      const body: SitesPage = {
        items: found.slice((page - 1) * perPage, page * perPage),
        total: found.length,
        page,
        perPage,
        q,
        draft: drafts.get(SITES) !== undefined,
        version: drafts.versionOf(SITES),
        choices: siteChoices(config()),
      };
      return c.json(body);
    }),
  );

  api.get("/:id", kit.signedIn, (c) =>
    access.withRegister(c, async () => {
      const id = c.req.param("id");
      const site = storedRegister(await access.currentRegister()).features.find((entry) => siteIdOf(entry) === id);
      return site ? c.json(answer(id, site)) : kit.fail(c, "site_not_found", 404);
    }),
  );

  api.put("/:id", kit.signedIn, (c) =>
    access.withRegister(c, async (file) => {
      const body = await kit.readJson(c);
      if (body instanceof Response) return body;
      const version = versionOf(c, body.version);
      if (version instanceof Response) return version;
      const id = c.req.param("id");
      const register = storedRegister(await access.currentRegister());
      const index = register.features.findIndex((site) => siteIdOf(site) === id);
      if (index < 0) return kit.fail(c, "site_not_found", 404);

      const check = checkSite(body.site, await contextFor(register.features.filter((_, at) => at !== index)));
      if (!check.ok) return invalid(c, check.issues);
      // The id stays whatever the new name: it is the site page's address, and links to it stay good.
      const after: StoredSite = { type: "Feature", id, ...check.site };
      const next = { ...register, features: register.features.map((site, at) => (at === index ? after : site)) };
      const issues = registerIssues(file, next, index);
      if (issues.length > 0) return invalid(c, issues);

      const kept = await keep(c, next, version);
      if (kept instanceof Response) return kept;
      if (kept.changed) audited(c, "register-situs-diubah", siteChangeDetail(id, register.features[index], after, config()));
      return c.json(answer(id, after, check.warnings));
    }),
  );

  api.post("/", kit.signedIn, (c) =>
    access.withRegister(c, async (file) => {
      const body = await kit.readJson(c);
      if (body instanceof Response) return body;
      const version = versionOf(c, body.version);
      if (version instanceof Response) return version;
      const register = storedRegister(await access.currentRegister());

      const check = checkSite(body.site, await contextFor(register.features));
      if (!check.ok) return invalid(c, check.issues);
      const { name, kelurahan } = check.site.properties;
      // As the importer names a row without an ID: from the name, then with the kelurahan, then a number.
      const id = siteId(String(name), typeof kelurahan === "string" ? kelurahan : undefined, new Set(register.features.map(siteIdOf)));
      const added: StoredSite = { type: "Feature", id, ...check.site };
      const next = { ...register, features: [...register.features, added] };
      const issues = registerIssues(file, next, next.features.length - 1);
      if (issues.length > 0) return invalid(c, issues);

      const kept = await keep(c, next, version);
      if (kept instanceof Response) return kept;
      audited(c, "register-situs-ditambah", siteChangeDetail(id, undefined, added, config()));
      return c.json(answer(id, added, check.warnings), 201);
    }),
  );

  api.delete("/:id", kit.signedIn, (c) =>
    access.withRegister(c, async (file) => {
      const raw = c.req.query("version") ?? "";
      const version = versionOf(c, /^\d{1,15}$/.test(raw) ? Number(raw) : undefined);
      if (version instanceof Response) return version;
      const id = c.req.param("id");
      const register = storedRegister(await access.currentRegister());
      const index = register.features.findIndex((site) => siteIdOf(site) === id);
      if (index < 0) return kit.fail(c, "site_not_found", 404);

      const next = { ...register, features: register.features.filter((_, at) => at !== index) };
      // The register keeps at least one site (the build's rule); told as the register's, not a field's.
      const issues = registerIssues(file, next, -1);
      if (issues.length > 0) return invalid(c, issues);

      const kept = await keep(c, next, version);
      if (kept instanceof Response) return kept;
      audited(c, "register-situs-dihapus", siteChangeDetail(id, register.features[index], undefined, config()));
      return c.json({ version: drafts.versionOf(SITES) });
    }),
  );

  return api;
}
