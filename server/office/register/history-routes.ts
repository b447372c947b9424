// /api/kantor/register/situs/:id/riwayat: what one site looked like at each publication that changed
// it (docs/office-console-contract.md, "Register of wakaf land"). A site removed from the register keeps
// its history; only an id that no publication and no register knows is unknown. Staf and admin alike.
import { Hono } from "hono";
import { getRegisterConfig } from "../../../app/content/sites.server";
import type { SiteHistory } from "../../../app/lib/office/publishing";
import type { OfficeEnv, OfficeRouteKit, OfficeSubApi } from "../route-kit";
import { createSiteHistoryStore } from "./history-store";
import { siteChoices, siteFields, siteIdOf, storedRegister } from "./site-fields";
import type { RegisterAccess } from "./sites-routes";

export function historyApi(kit: OfficeRouteKit, access: RegisterAccess): OfficeSubApi {
  const api = new Hono<OfficeEnv>();
  const history = createSiteHistoryStore(kit.db);

  /** In the current register (the draft if any) or the published one: a site that was never published has no history yet. */
  const inRegister = async (id: string) => {
    for (const data of [await access.currentRegister(), await access.deps.published(access.name)]) {
      if (storedRegister(data).features.some((site) => siteIdOf(site) === id)) return true;
    }
    return false;
  };

  api.get("/:id/riwayat", kit.signedIn, (c) =>
    access.withRegister(c, async () => {
      const id = c.req.param("id");
      const rows = history.entriesOf(id);
      if (rows.length === 0 && !(await inRegister(id))) return kit.fail(c, "site_not_found", 404);
      const config = getRegisterConfig();
      const body: SiteHistory = {
        id,
        entries: rows.map((row) => ({ releaseId: row.releaseId, publishedAt: row.publishedAt, by: row.by, change: row.change, site: siteFields(row.feature, config) })),
        choices: siteChoices(config),
      };
      return c.json(body);
    }),
  );

  return api;
}
