// /api/kantor/terbitan: the live release, the kept ones, what is waiting to be published and the last
// job (docs/office-console-contract.md, "Publishing"). Everyone signed in may look; only an admin
// publishes or rolls back.
import { Hono } from "hono";
import type { OfficeEnv, OfficeRouteKit, OfficeSubApi } from "../route-kit";
import type { Publisher } from "./publisher";

export interface ReleasesApiDeps {
  publisher: Publisher;
}

export function releasesApi(kit: OfficeRouteKit, deps: ReleasesApiDeps | undefined): OfficeSubApi {
  const api = new Hono<OfficeEnv>();
  // Without a publisher (no data folder configured) the paths stay unknown (404).
  if (!deps) return api;
  const { publisher } = deps;

  api.get("/", kit.signedIn, async (c) =>
    c.json({ live: publisher.live(), releases: publisher.releases(), pending: await publisher.pending(), job: publisher.job() }),
  );

  // No body to read: the publication takes every pending draft.
  api.post("/", kit.signedIn, kit.adminOnly, async (c) => {
    const outcome = await publisher.start(kit.requester(c));
    if (!outcome.ok) return kit.fail(c, outcome.code, 409);
    return c.json({ job: outcome.job }, 202);
  });

  api.post("/:id/kembalikan", kit.signedIn, kit.adminOnly, (c) => {
    const outcome = publisher.rollback(c.req.param("id"), kit.requester(c));
    if (!outcome.ok) return kit.fail(c, outcome.code, outcome.code === "release_not_found" ? 404 : 409);
    return c.json({ live: outcome.live });
  });

  return api;
}
