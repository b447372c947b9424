// The one way the console talks to the office API (docs/office-console-contract.md): same-origin
// cookies, JSON both ways (a file upload sends its raw bytes instead), the session's CSRF token on every
// state-changing request, and every failure turned into an ApiError whose message can be shown to staff
// as it is.

export const API_BASE = "/api/kantor";

export const NETWORK_MESSAGE = "Tidak dapat terhubung ke server. Periksa koneksi, lalu coba lagi.";
export const SESSION_ENDED_MESSAGE = "Sesi Anda sudah berakhir. Silakan masuk lagi.";

/** `{ error: { code, message, … } }`: every refusal of the office API. */
export interface ApiErrorBody {
  error: { code: string; message: string; [key: string]: unknown };
}

export type QueryValue = string | number | null | undefined;
export type Query = Record<string, QueryValue>;

export class ApiError extends Error {
  /** 0 when no answer came (network failure). */
  readonly status: number;
  readonly code: string;
  /** The parsed answer, when it was JSON. */
  readonly body: unknown;
  /** From Retry-After on a 429. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, code: string, message: string, body?: unknown, retryAfterSeconds?: number) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.code = code;
    this.body = body;
    this.retryAfterSeconds = retryAfterSeconds;
  }

  /**
   * An extra field of the refusal (`issues`, `field`, `item`, `updatedBy`…). The contract does not say
   * whether such a field sits inside `error` or beside it, so both are looked at.
   */
  detail<T = unknown>(key: string): T | undefined {
    if (!isRecord(this.body)) return undefined;
    const inner = isRecord(this.body.error) ? this.body.error : undefined;
    if (inner && key in inner) return inner[key] as T;
    return key in this.body ? (this.body[key] as T) : undefined;
  }
}

export interface ApiClient {
  get<T>(path: string, query?: Query, init?: { signal?: AbortSignal }): Promise<T>;
  post<T = void>(path: string, body?: unknown): Promise<T>;
  /**
   * A POST whose body is sent as it is (a chosen file's bytes), `application/octet-stream` unless
   * `headers` says otherwise; the answer is JSON like every other.
   */
  postRaw<T = void>(path: string, body: Blob, headers?: Record<string, string>): Promise<T>;
  put<T = void>(path: string, body?: unknown): Promise<T>;
  patch<T = void>(path: string, body?: unknown): Promise<T>;
  delete<T = void>(path: string, query?: Query): Promise<T>;
  /** The address of an API path, for links the browser follows itself (downloads). */
  url(path: string, query?: Query): string;
  setCsrfToken(token: string | undefined): void;
  /** Called when the server says the session is gone (401 not_signed_in); returns the unsubscribe. */
  onSessionEnded(listener: () => void): () => void;
}

export interface ApiClientOptions {
  base?: string;
  /** Tests pass a fake server. */
  fetch?: typeof fetch;
  /** Milliseconds since the epoch, for a Retry-After given as a date. */
  now?: () => number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function queryString(query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === "") continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Seconds to wait from a Retry-After header: delay-seconds or an HTTP date (RFC 9110 §10.2.3). */
export function retryAfterSeconds(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Math.max(1, Number(trimmed));
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(1, Math.ceil((at - now) / 1000));
}

interface CallOptions {
  body?: unknown;
  /** Sent as it is instead of `body` as JSON; a Blob can be sent again when a refused call is repeated. */
  raw?: Blob;
  /** Added to (or replacing) the wrapper's own headers; the CSRF token is always the session's. */
  headers?: Record<string, string>;
  query?: Query;
  signal?: AbortSignal;
}

const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function createApiClient({ base = API_BASE, fetch: fetchImpl, now = Date.now }: ApiClientOptions = {}): ApiClient {
  // Resolved per call, so that a test's stubbed global fetch is the one used.
  const doFetch = (input: string, init: RequestInit) => (fetchImpl ?? globalThis.fetch)(input, init);
  let csrfToken: string | undefined;
  const listeners = new Set<() => void>();

  const url = (path: string, query?: Query) => `${base}${path}${queryString(query)}`;

  async function failure(response: Response): Promise<ApiError> {
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
    const code = typeof error?.code === "string" ? error.code : `http_${response.status}`;
    let message =
      typeof error?.message === "string" && error.message
        ? error.message
        : `Server menjawab dengan kesalahan (kode ${response.status}). Silakan coba lagi nanti.`;
    let wait: number | undefined;
    if (response.status === 429) {
      wait = retryAfterSeconds(response.headers.get("retry-after"), now());
      if (wait !== undefined) message = `${message} Coba lagi dalam ${wait} detik.`;
    }
    if (response.status === 401 && code === "not_signed_in") message = SESSION_ENDED_MESSAGE;
    return new ApiError(response.status, code, message, body, wait);
  }

  async function call<T>(method: string, path: string, options: CallOptions, retried = false): Promise<T> {
    const headers: Record<string, string> = { Accept: "application/json" };
    const unsafe = UNSAFE.has(method);
    // The contract asks for JSON on every state-changing request, so a POST without data sends `{}`.
    const body = options.body !== undefined ? options.body : unsafe && method !== "DELETE" ? {} : undefined;
    if (options.raw) headers["Content-Type"] = "application/octet-stream";
    else if (unsafe) headers["Content-Type"] = "application/json";
    Object.assign(headers, options.headers);
    if (unsafe && csrfToken) headers["X-CSRF-Token"] = csrfToken;
    let response: Response;
    try {
      response = await doFetch(url(path, options.query), {
        method,
        headers,
        credentials: "same-origin",
        body: options.raw ?? (body === undefined ? undefined : JSON.stringify(body)),
        signal: options.signal,
      });
    } catch (error) {
      // A cancelled request is the caller's own doing, not a connection problem.
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      throw new ApiError(0, "network_error", NETWORK_MESSAGE);
    }
    if (response.ok) {
      if (response.status === 204) return undefined as T;
      const text = await response.text();
      return (text ? JSON.parse(text) : undefined) as T;
    }
    const error = await failure(response);
    if (error.code === "not_signed_in") {
      csrfToken = undefined;
      for (const listener of [...listeners]) listener();
    } else if (error.code === "csrf_invalid" && !retried) {
      // Signing in again in another tab gives the session a new token: fetch it once and repeat.
      const session = await call<{ csrfToken?: string }>("GET", "/sesi", {}, true);
      if (session?.csrfToken) {
        csrfToken = session.csrfToken;
        return call<T>(method, path, options, true);
      }
    }
    throw error;
  }

  return {
    get: (path, query, init) => call("GET", path, { query, signal: init?.signal }),
    post: (path, body) => call("POST", path, { body }),
    postRaw: (path, raw, headers) => call("POST", path, { raw, headers }),
    put: (path, body) => call("PUT", path, { body }),
    patch: (path, body) => call("PATCH", path, { body }),
    delete: (path, query) => call("DELETE", path, { query }),
    url,
    setCsrfToken(token) {
      csrfToken = token;
    },
    onSessionEnded(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The message to show for anything a request threw. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return "Terjadi kesalahan yang tidak terduga. Muat ulang halaman, lalu coba lagi.";
}
