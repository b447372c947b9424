// /api/kantor/gambar: photos for news and the gallery, uploaded from the console (issue 34,
// docs/office-console-contract.md "Images"). Staf and admin alike. The upload's body is the file itself,
// so routes.ts exempts it from the 8 KB JSON limit and the image limit applies here instead; the picture
// is checked, resized and stripped by image-pipeline.ts, a couple at a time (work-queue.ts), and its
// files kept in PORTAL_DATA_DIR/media until a publication copies the ones its content names.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { IMAGE_UPLOAD } from "../../../app/lib/office/news-gallery";
import { uploadFileName } from "../register/upload";
import { PROJECT_DIR } from "../releases/data-dir";
import type { OfficeContext, OfficeEnv, OfficeRouteKit, OfficeSubApi } from "../route-kit";
import { PIPELINE_REFUSALS, type MediaRefusal } from "./errors";
import { processImage, type ImageLimits } from "./image-pipeline";
import { createMediaStore } from "./media-store";
import { previewFile } from "./preview";
import { createWorkQueue } from "./work-queue";

export interface MediaApiDeps {
  /** mediaDirOf(PORTAL_DATA_DIR): where the renditions are written. */
  mediaDir: string;
  /** The pictures shipped with the site (default: the install's app/assets), for previews. */
  assetsDir?: string;
  /** Tests lower them; default IMAGE_UPLOAD. */
  limits?: ImageLimits;
}

/** Pictures processed at once, and how many more may wait for their turn before an upload is turned away. */
export const IMAGES_AT_ONCE = 2;
export const IMAGES_WAITING = 8;
const BUSY_RETRY_SECONDS = 10;

const PREVIEW_PATH = "/api/kantor/gambar/pratinjau";
/** The URL the console shows a content file's picture with. */
export const previewUrlOf = (file: string) => `${PREVIEW_PATH}?file=${encodeURIComponent(file)}`;

/** An SVG opened on its own is a document: no scripts, no loads, no same-origin rights. */
const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export function mediaApi(kit: OfficeRouteKit, deps: MediaApiDeps | undefined): OfficeSubApi {
  const api = new Hono<OfficeEnv>();
  // Without a data folder (a server started without publishing) the paths stay unknown (404).
  if (!deps) return api;
  const limits = deps.limits ?? IMAGE_UPLOAD;
  const assetsDir = deps.assetsDir ?? join(PROJECT_DIR, "app", "assets");
  const store = createMediaStore(deps.mediaDir);
  const queue = createWorkQueue({ concurrency: IMAGES_AT_ONCE, maxWaiting: IMAGES_WAITING });

  const audited = (c: OfficeContext, fileName: string, detail: Record<string, string>) =>
    kit.audit.record("gambar-diunggah", { ...kit.requester(c), at: new Date(kit.now()), detail: { berkas: fileName, ...detail } });
  const refuse = (c: OfficeContext, code: MediaRefusal, status: 413 | 415 | 422 | 503) => {
    audited(c, uploadFileName(c.req.header("x-nama-berkas")), { ditolak: code });
    return kit.fail(c, code, status);
  };

  // Reads no more than the limit: a Content-Length over it is refused unread, a body without one is cut off there.
  const uploadLimit = bodyLimit({ maxSize: limits.maxBytes, onError: (c) => refuse(c as OfficeContext, "image_too_large", 413) });

  api.post("/", kit.signedIn, uploadLimit, async (c) => {
    const fileName = uploadFileName(c.req.header("x-nama-berkas"));
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const processing = queue.run(() => processImage(bytes, limits));
    if (!processing) {
      c.header("Retry-After", String(BUSY_RETRY_SECONDS));
      return refuse(c, "image_busy", 503);
    }
    const result = await processing;
    if (!result.ok) {
      const { code, status } = PIPELINE_REFUSALS[result.code];
      return refuse(c, code, status);
    }
    store.write(result.files);
    const file = `media/${result.files.at(-1)!.name}`;
    audited(c, fileName, { hasil: file, ukuran: `${result.width}×${result.height}` });
    return c.json({ image: { file, width: result.width, height: result.height }, previewUrl: previewUrlOf(file) }, 201);
  });

  api.get("/pratinjau", kit.signedIn, (c) => {
    const found = previewFile(c.req.query("file") ?? "", { store, assetsDir });
    if (!found) return kit.fail(c, "image_not_found", 404);
    const headers: Record<string, string> = {
      "Content-Type": found.type,
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, max-age=3600",
    };
    if (found.type === "image/svg+xml") headers["Content-Security-Policy"] = SVG_POLICY;
    return c.body(new Uint8Array(readFileSync(found.path)), 200, headers);
  });

  return api;
}
