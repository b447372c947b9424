// React Router's default Node entry, with two changes for a site that is only ever prerendered (decision 114):
// - the HTML is written when everything has rendered (`onAllReady`), never a shell first: the build is the
//   only visitor, and a page's content is lazily loaded code (lazy-part.ts) that must be in its HTML;
// - no Suspense boundary is moved to the end of the document (`progressiveChunkSize`): React would put a
//   large boundary's finished content in a hidden element and reveal it with a script, which a visitor
//   without JavaScript never runs and which first paint would wait for.
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

export const streamTimeout = 5_000;

export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} />, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        clearTimeout(timeout);
        const body = new PassThrough();
        responseHeaders.set("Content-Type", "text/html");
        pipe(body);
        resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
      },
      onShellError: reject,
      onError(error) {
        status = 500;
        console.error(error);
      },
    });
    // A render that never finishes fails the build instead of hanging it.
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
  });
}
