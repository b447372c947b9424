import { serve, type ServerType } from "@hono/node-server";
import { type IncomingMessage, ServerResponse, STATUS_CODES } from "node:http";
import type { AddressInfo, Socket } from "node:net";

/**
 * How long a client may take, in milliseconds. Node's defaults (60 s for the headers, 300 s for the
 * whole request, checked every 30 s) let a slow client hold a connection for minutes. A feedback body
 * is at most 16 KB: even at 2G speed (~50 kbit/s) that is 3 s, so 20 s for a whole request is generous.
 */
export const SERVER_TIMEOUTS = {
  /** Until the request's headers are complete. */
  headersTimeout: 10_000,
  /** Until the whole request, body included, is received. */
  requestTimeout: 20_000,
  /** How often Node checks the two above (the cut-off comes up to this much later). */
  connectionsCheckingInterval: 1_000,
  /** An idle keep-alive connection is closed after this (Node's default). */
  keepAliveTimeout: 5_000,
} as const;

// Node's parser errors and what Node itself would answer (lib/_http_server.js).
const CLIENT_ERROR_STATUS: Record<string, number> = {
  ERR_HTTP_REQUEST_TIMEOUT: 408,
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
};

/** The raw answer to a request Node could not parse: status, the security headers, no body. */
export function clientErrorResponse(code: string | undefined, securityHeaders: Record<string, string>): string {
  const status = CLIENT_ERROR_STATUS[code ?? ""] ?? 400;
  const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`, "Connection: close", "Content-Length: 0"];
  for (const [name, value] of Object.entries(securityHeaders)) lines.push(`${name}: ${value}`);
  return `${lines.join("\r\n")}\r\n\r\n`;
}

export interface StartOptions {
  fetch: (request: Request) => Response | Promise<Response>;
  hostname: string;
  port: number;
  /** Sent on every answer, including those Node or the adapter give before the app runs. */
  securityHeaders: Record<string, string>;
  onListening?: (info: AddressInfo) => void;
}

/**
 * The portal's HTTP server: the app behind @hono/node-server with short timeouts, and the security
 * headers on the answers the app never sees: a 400 for a missing Host (Node) or an unparsable URL (the
 * adapter) go through `SecureResponse`; a malformed request line, oversized headers or a timeout go
 * through `clientError`.
 */
export function startServer({ fetch, hostname, port, securityHeaders, onListening }: StartOptions): ServerType {
  class SecureResponse<Request extends IncomingMessage = IncomingMessage> extends ServerResponse<Request> {
    constructor(request: Request) {
      super(request);
      for (const [name, value] of Object.entries(securityHeaders)) this.setHeader(name, value);
    }
  }
  const server = serve(
    { fetch, hostname, port, serverOptions: { ...SERVER_TIMEOUTS, ServerResponse: SecureResponse } },
    onListening,
  );
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    // A client that has gone cannot be answered; one that is still there gets a proper status.
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(clientErrorResponse(error.code, securityHeaders));
  });
  return server;
}
