import { Hono } from "hono";
import { compress } from "hono/compress";
import { mountSecurityHeaders } from "./security-headers";
import { mountStaticSite } from "./static-site";

export interface AppOptions {
  /** The prerendered site: build/client. */
  clientDir: string;
}

/** The portal's Node server: the static site, and later the feedback API, behind one Hono app. */
export function createApp({ clientDir }: AppOptions): Hono {
  const app = new Hono();
  // Compresses what is not precompressed on disk (the 404 page, API answers).
  app.use("*", compress());
  mountSecurityHeaders(app, { clientDir });
  mountStaticSite(app, clientDir);
  return app;
}
