// /api/kantor/register: the register of wakaf land kept in the console (issue 34,
// docs/office-console-contract.md "Register"). An office uploads its workbook, sees the importer's full
// report against the current register, keeps it as the register's draft (content "sites" of the drafts
// store, so publishing carries it like the other content), or downloads the current register as its
// workbook; one site at a time is edited, added or removed under /situs (sites-routes.ts). Staf and
// admin alike; the upload's body is a file, so routes.ts exempts it from the 8 KB JSON limit and the
// limit here applies instead.
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { safeParseContent } from "../../../app/content/parse";
import { getRegisterConfig } from "../../../app/content/sites.server";
import type { SheetRows } from "../../../scripts/sites/parse-rows";
import { registerXlsx } from "../../../scripts/sites/workbook";
import { toWib } from "../../feedback/export";
import { createDraftStore, type Draft } from "../content/drafts";
import { sameJson } from "../content/json-diff";
import type { ContentFile } from "../content/registry";
import { contentIssues, type ContentApiDeps } from "../content/routes";
import type { OfficeContext, OfficeEnv, OfficeRouteKit, OfficeSubApi } from "../route-kit";
import { diffRegisters, type DiffSite } from "./diff";
import { registerStaleMessage } from "./errors";
import { historyApi } from "./history-routes";
import { importSheets, type OfficePlace } from "./importer";
import { UPLOAD_MAX_BYTES } from "./limits";
import { registerIssues, uploadReport } from "./report";
import { sitesApi } from "./sites-routes";
import { createUploadStore, type StoredUpload } from "./uploads";
import { readUpload, uploadFileName } from "./upload";

/** The register's name in the content registry (app/content/content-files.ts) and the drafts store. */
export const REGISTER_CONTENT = "sites";
const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

// Only what the importer needs of the office details: where the kecamatan is, and its name.
const OfficePlaceSchema = z.object({ subDistrict: z.string().min(1), map: z.object({ center: z.tuple([z.number(), z.number()]) }) });

const isVersion = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;

interface SitesData {
  features: DiffSite[];
}

/** The sites of a register file as the build reads them (`certified` from the stage), or as written if it does not parse. */
function sitesOf(file: ContentFile, data: unknown): DiffSite[] {
  const parsed = safeParseContent(file.schema, data);
  const sites = (parsed.success ? parsed.data : data) as Partial<SitesData> | null;
  return Array.isArray(sites?.features) ? sites.features : [];
}

const located = (sites: readonly DiffSite[]) => sites.filter((site) => site.geometry !== null).length;

/** `register-tanah-wakaf-2026-12-01.xlsx`: the day of the download in WIB, the office's own calendar. */
export const registerFileName = (now: number) => `register-tanah-wakaf-${toWib(new Date(now).toISOString()).slice(0, 10)}.xlsx`;

export function registerApi(kit: OfficeRouteKit, deps: ContentApiDeps | undefined): OfficeSubApi {
  const api = new Hono<OfficeEnv>();
  // Without the content files (a server started without publishing) the paths stay unknown (404).
  if (!deps) return api;
  const drafts = createDraftStore(kit.db);
  const uploads = createUploadStore({ now: kit.now });

  /** The register's entry of the registry; undefined for a registry without it (answered 404). */
  const registerFile = async (): Promise<ContentFile | undefined> => {
    const { files } = await deps.registry();
    return Object.hasOwn(files, REGISTER_CONTENT) ? files[REGISTER_CONTENT] : undefined;
  };
  const withRegister = async (c: Context, answer: (file: ContentFile) => Promise<Response>) => {
    const file = await registerFile();
    return file ? answer(file) : kit.fail(c, "content_not_found", 404);
  };

  /** The current register: the draft if there is one, else the published. */
  const currentRegister = async () => drafts.get(REGISTER_CONTENT)?.data ?? (await deps.published(REGISTER_CONTENT));

  /** The office's map centre and kecamatan: its draft if there is one (it would be published along), else the published. */
  const officePlace = async (): Promise<OfficePlace> => {
    for (const data of [drafts.get("office")?.data, await deps.published("office")]) {
      const parsed = OfficePlaceSchema.safeParse(data);
      if (parsed.success) return { center: parsed.data.map.center, subDistrict: parsed.data.subDistrict };
    }
    throw new Error("The office details have no map centre: the register cannot be checked against it.");
  };

  // One site at a time, in a form: /situs (sites-routes.ts); its publications: /situs/:id/riwayat (history-routes.ts).
  const access = { name: REGISTER_CONTENT, deps, drafts, withRegister, currentRegister, officePlace };
  api.route("/situs", sitesApi(kit, access));
  api.route("/situs", historyApi(kit, access));

  const audited = (c: OfficeContext, fileName: string, detail: Record<string, string | number | boolean | null>) =>
    kit.audit.record("register-diunggah", { ...kit.requester(c), at: new Date(kit.now()), detail: { berkas: fileName, ...detail } });

  const stale = (c: Context, current: Draft | undefined) =>
    c.json(
      {
        error: {
          code: "content_stale",
          message: registerStaleMessage(current?.updatedBy),
          version: drafts.versionOf(REGISTER_CONTENT),
          updatedBy: current?.updatedBy ?? null,
          updatedAt: current?.updatedAt ?? null,
        },
      },
      409,
    );

  api.get("/", kit.signedIn, (c) =>
    withRegister(c, async (file) => {
      const published = sitesOf(file, await deps.published(REGISTER_CONTENT));
      const draft = drafts.get(REGISTER_CONTENT);
      const draftSites = draft ? sitesOf(file, draft.data) : [];
      return c.json({
        published: { count: published.length, located: located(published), updatedAt: deps.publishedAt?.(REGISTER_CONTENT) ?? null },
        draft: draft ? { count: draftSites.length, located: located(draftSites), updatedBy: draft.updatedBy, updatedAt: draft.updatedAt } : null,
        version: drafts.versionOf(REGISTER_CONTENT),
      });
    }),
  );

  api.get("/unduh.xlsx", kit.signedIn, (c) =>
    withRegister(c, async (file) => {
      const sites = sitesOf(file, await currentRegister());
      // The round-trip layout of `npm run sites:export`: importing this file gives the same register.
      const workbook = await registerXlsx(sites as Parameters<typeof registerXlsx>[0], getRegisterConfig());
      return c.body(new Uint8Array(workbook), 200, {
        "Content-Type": XLSX_TYPE,
        "Content-Disposition": `attachment; filename="${registerFileName(kit.now())}"`,
        "Cache-Control": "no-store",
      });
    }),
  );

  const uploadLimit = bodyLimit({
    maxSize: UPLOAD_MAX_BYTES,
    onError: (c) => {
      audited(c as OfficeContext, uploadFileName(c.req.header("x-nama-berkas")), { diterima: false, ditolak: "upload_too_large" });
      return kit.fail(c, "upload_too_large", 413);
    },
  });

  api.post("/unggah", kit.signedIn, uploadLimit, (c) =>
    withRegister(c, async (file) => {
      const fileName = uploadFileName(c.req.header("x-nama-berkas"));
      const reading = await readUpload(new Uint8Array(await c.req.arrayBuffer()), fileName);
      if (!reading.ok) {
        audited(c, fileName, { diterima: false, ditolak: reading.code });
        return c.json({ error: { code: reading.code, message: reading.message } }, reading.status);
      }
      const upload = await compare(file, reading.sheets, fileName, c.get("account").id);
      // What the file says stays out of the log: its name and the counts only.
      const { counts } = upload.stored;
      audited(c, fileName, {
        diterima: upload.stored.accepted,
        baris: counts.rows,
        baru: counts.new,
        berubah: counts.changed,
        tetap: counts.unchanged,
        hilang: counts.gone,
        galat: counts.errors,
        peringatan: counts.warnings,
      });
      return c.json({ upload: { id: upload.stored.id, fileName, ...upload.report } });
    }),
  );

  /** Runs the importer on the sheets, compares the result with the current register, and keeps the upload in memory. */
  async function compare(file: ContentFile, sheets: SheetRows[], fileName: string, accountId: number) {
    const baseVersion = drafts.versionOf(REGISTER_CONTENT);
    const current = await currentRegister();
    const imported = importSheets(sheets, await officePlace(), current);
    const schemaIssues = imported.result.errors.length === 0 && imported.register.features.length > 0 ? contentIssues(file, imported.register) : [];
    const extraErrors = registerIssues(imported, schemaIssues);
    const diff = diffRegisters(sitesOf(file, current), sitesOf(file, imported.register));
    const report = uploadReport(imported, extraErrors, diff);
    const stored: StoredUpload = uploads.add({
      accountId,
      fileName,
      accepted: report.accepted,
      // An upload with errors can only be discarded: none of its rows is kept.
      register: report.accepted ? imported.register : null,
      counts: report.counts,
      baseVersion,
    });
    return { stored, report };
  }

  api.post("/unggah/:id/simpan", kit.signedIn, (c) =>
    withRegister(c, async () => {
      const body = await kit.readJson(c);
      if (body instanceof Response) return body;
      if (!isVersion(body.version)) return kit.fail(c, "invalid_version", 400);
      const account = c.get("account");
      const upload = uploads.find(account.id, c.req.param("id"));
      if (!upload) return kit.fail(c, "upload_expired", 404);
      if (!upload.accepted || !upload.register) return kit.fail(c, "upload_refused", 409);

      // Stale when the draft moved on since the person loaded the page, or since the upload was compared.
      const current = drafts.get(REGISTER_CONTENT);
      const version = drafts.versionOf(REGISTER_CONTENT);
      if (body.version !== version || upload.baseVersion !== version) return stale(c, current);

      const requester = kit.requester(c);
      const at = new Date(kit.now());
      const count = upload.register.features.length;
      if (current && sameJson(upload.register, current.data)) {
        uploads.remove(account.id, upload.id);
        return c.json({ version, count });
      }
      // A register that says what is already published is no draft: it would be "pending" for nothing.
      const outcome = sameJson(upload.register, await deps.published(REGISTER_CONTENT))
        ? drafts.discard(REGISTER_CONTENT, version, requester.actor.name, at)
        : drafts.save(REGISTER_CONTENT, upload.register, version, requester.actor.name, at);
      if (!outcome.ok) return stale(c, outcome.current);
      uploads.remove(account.id, upload.id);
      const { counts } = upload;
      kit.audit.record("register-draf-disimpan", {
        ...requester,
        at,
        detail: { berkas: upload.fileName, lokasi: count, baru: counts.new, berubah: counts.changed, tetap: counts.unchanged, hilang: counts.gone, peringatan: counts.warnings },
      });
      return c.json({ version: drafts.versionOf(REGISTER_CONTENT), count });
    }),
  );

  api.delete("/unggah/:id", kit.signedIn, (c) => {
    uploads.remove(c.get("account").id, c.req.param("id"));
    return c.body(null, 204);
  });

  return api;
}
