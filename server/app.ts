import { Hono } from "hono";
import { FEEDBACK_API_MOUNT, feedbackApi } from "./feedback/routes";
import type { RateLimitOptions } from "./feedback/rate-limit";
import { openSqliteStore } from "./feedback/sqlite-store";
import type { FeedbackStore } from "./feedback/store";
import { createAuditLog } from "./office/audit";
import { buildRegistry, type RegistryProvider } from "./office/content/registry";
import { openOfficeDatabase } from "./office/database";
import { mountOfficeHeaders } from "./office/headers";
import { scriptBuilder, type Builder } from "./office/releases/builder";
import { mediaDirOf, releasesDirOf } from "./office/releases/data-dir";
import { createPublisher, type Publisher } from "./office/releases/publisher";
import { createReleaseStore, releaseTileUrl } from "./office/releases/store";
import { OFFICE_API_BASE, officeApi, type OfficeApiOptions } from "./office/routes";
import { mountSecurityHeaders } from "./security-headers";
import { mountConsolePages } from "./office/console-pages";
import { createSiteRoot, type SiteRoot } from "./site-root";
import { mountStaticSite } from "./static-site";

/** Releases of the public site made from the office console (decision 141). */
export interface PublishingOptions {
  /** PORTAL_DATA_DIR: `releases/` and `media/` (uploaded pictures) live here. */
  dataDir: string;
  /** The content files and their schemas; default app/content/content-files.ts. */
  registry?: RegistryProvider;
  /** Builds a release's site; default `node scripts/build-release.mjs`. Tests give a fake one. */
  builder?: Builder;
}

export interface AppOptions {
  /** The install's prerendered site (build/client): served while no release has been published. */
  clientDir: string;
  /** The office console's built pages (build/console, decision 142), served at /kantor. */
  consoleDir?: string;
  /** SQLite file that receives feedback (created when missing). */
  databasePath?: string;
  /** Another store instead of `databasePath` (tests, or a future database). The caller closes it. */
  feedbackStore?: FeedbackStore;
  /** Per-address limit of the feedback API; default 5 per minute; `false` turns it off. */
  rateLimit?: RateLimitOptions | false;
  /** Take the visitor's address from X-Forwarded-For (only behind our own reverse proxy). */
  trustProxy?: boolean;
  /**
   * The office console's API (/api/kantor, decision 140): on `databasePath`'s file by default; tests
   * give an in-memory database (`db`), a fake clock and cheaper password hashing. `false` leaves it out.
   */
  office?: Partial<OfficeApiOptions> | false;
  /**
   * Serve the live release of `dataDir` when there is one, and publish new ones from the console (with
   * the office API). Left out: the install's build only, and no /konten or /terbitan.
   */
  publishing?: PublishingOptions;
}

/**
 * The Hono app plus `close()`, which closes the database the app opened itself, and the security
 * headers that the HTTP server adds to answers given before the app runs.
 */
export type PortalApp = Hono & {
  close(): Promise<void>;
  securityHeaders: Record<string, string>;
  /** A one-time first-run setup token while the office has no account (server/main.ts prints the link). */
  issueOfficeSetupToken(): string | undefined;
  /** The folder the public site is served from (the live release's, or `clientDir`). */
  site: SiteRoot;
  /** Present with `publishing` and the office API. */
  publisher?: Publisher;
};

/**
 * The portal's Node server: the static site and, when a database is given, the feedback API
 * (`POST /api/feedback`) and the office console's API (`/api/kantor/*`), behind one Hono app. Without a database it serves the site only, like any
 * static host, and the browser keeps feedback in its outbox.
 */
export function createApp({ clientDir, consoleDir, databasePath, feedbackStore, rateLimit, trustProxy, office, publishing }: AppOptions): PortalApp {
  const app = new Hono();

  // The live release, when one was published: what visitors saw before the restart.
  const releases = publishing ? createReleaseStore(releasesDirOf(publishing.dataDir)) : undefined;
  const unfinished = releases?.removeIncomplete() ?? [];
  if (unfinished.length > 0) console.warn(`Terbitan yang belum selesai dibuat dihapus: ${unfinished.join(", ")}`);
  const liveId = releases?.liveId();
  const site = createSiteRoot(releases && liveId ? releases.clientDirOf(liveId) : clientDir);

  const securityHeaders = mountSecurityHeaders(app, { site, tileUrl: releases ? releaseTileUrl : undefined });
  mountOfficeHeaders(app);

  const ownStore = !feedbackStore && databasePath ? openSqliteStore({ path: databasePath }) : undefined;
  const store = feedbackStore ?? ownStore;
  // The no-JavaScript form's answer page comes from the folder this request is served from: after a
  // publication it shows the new office details, with the CSP hashes of the same build.
  if (store) app.route(FEEDBACK_API_MOUNT, feedbackApi({ store, rateLimit, trustProxy, clientDir: (request) => site.forRequest(request) }));

  const ownOfficeDb = office !== false && !office?.db && databasePath ? openOfficeDatabase(databasePath) : undefined;
  const officeDb = office === false ? undefined : (office?.db ?? ownOfficeDb);
  const registry = publishing?.registry ?? buildRegistry;
  const publisher =
    officeDb && releases && publishing
      ? createPublisher({
          db: officeDb,
          store: releases,
          registry,
          builder: publishing.builder ?? scriptBuilder(),
          site,
          audit: createAuditLog(officeDb),
          now: (office && office.now) || Date.now,
        })
      : undefined;
  const published =
    publisher && publishing
      ? {
          content: { registry, published: publisher.published, publishedAt: publisher.publishedAt },
          releases: { publisher },
          media: { mediaDir: mediaDirOf(publishing.dataDir) },
        }
      : {};
  const officeConsole = officeDb ? officeApi({ trustProxy, ...published, ...(office || {}), db: officeDb }) : undefined;
  if (officeConsole) app.route(OFFICE_API_BASE, officeConsole.api);

  if (consoleDir) mountConsolePages(app, consoleDir);
  mountStaticSite(app, site);
  return Object.assign(app, {
    securityHeaders,
    site,
    publisher,
    issueOfficeSetupToken: () => officeConsole?.issueSetupToken(),
    close: async () => {
      // A build still running is stopped first: it writes to the audit log when it ends.
      await publisher?.close();
      await ownStore?.close();
      if (ownOfficeDb?.open) ownOfficeDb.close();
    },
  });
}
