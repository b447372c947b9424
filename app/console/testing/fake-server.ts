// A small stand-in for the office API in the console's tests: routes like "PATCH /masukan/:id" answer
// from a function of the request, and every request is recorded for the test to inspect.

export interface FakeRequest {
  method: string;
  /** Without /api/kantor. */
  path: string;
  query: URLSearchParams;
  headers: Headers;
  body: unknown;
  /** A body that was not JSON text (an uploaded file), as it was handed to fetch. */
  raw?: BodyInit;
  params: Record<string, string>;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export type FakeRoute = FakeReply | ((request: FakeRequest) => FakeReply | Promise<FakeReply>);

function matches(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split("/");
  const have = path.split("/");
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const actual = have[index] ?? "";
    if (part.startsWith(":")) params[part.slice(1)] = decodeURIComponent(actual);
    else if (part !== actual) return undefined;
  }
  return params;
}

export function fakeServer(routes: Record<string, FakeRoute>) {
  const requests: FakeRequest[] = [];

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(String(input), "http://kantor.test");
    const method = (init.method ?? "GET").toUpperCase();
    const path = url.pathname.replace(/^\/api\/kantor/, "");
    const text = typeof init.body === "string" ? init.body : undefined;
    const request: FakeRequest = {
      method,
      path,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: text ? JSON.parse(text) : undefined,
      raw: text === undefined && init.body != null ? init.body : undefined,
      params: {},
    };
    requests.push(request);
    for (const [key, route] of Object.entries(routes)) {
      const [routeMethod, pattern = ""] = key.split(" ");
      const params = routeMethod === method ? matches(pattern, path) : undefined;
      if (!params) continue;
      request.params = params;
      const reply = typeof route === "function" ? await route(request) : route;
      const status = reply.status ?? 200;
      const body = status === 204 || reply.body === undefined ? null : JSON.stringify(reply.body);
      return new Response(body, { status, headers: { "Content-Type": "application/json", ...reply.headers } });
    }
    return new Response(JSON.stringify({ error: { code: "not_found", message: `Tidak ada rute palsu untuk ${method} ${path}` } }), { status: 404 });
  };

  return {
    fetch: fetch as typeof globalThis.fetch,
    requests,
    /** The requests of one method and path (without the query). */
    calls(method: string, path: string): FakeRequest[] {
      return requests.filter((request) => request.method === method && request.path === path);
    },
  };
}

export type FakeServer = ReturnType<typeof fakeServer>;

export function apiError(status: number, code: string, message: string, extra: Record<string, unknown> = {}): FakeReply {
  return { status, body: { error: { code, message, ...extra } } };
}
