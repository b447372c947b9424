import { describe, expect, it, vi } from "vitest";
import { ApiError, createApiClient, NETWORK_MESSAGE, retryAfterSeconds, SESSION_ENDED_MESSAGE } from "./api";
import { apiError, fakeServer } from "./testing/fake-server";

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("expected the request to fail");
}

describe("createApiClient", () => {
  it("sends the CSRF token, JSON and same-origin credentials on a POST, and no token on a GET", async () => {
    const server = fakeServer({ "POST /akun": { status: 201, body: { account: { username: "baru" } } }, "GET /akun": { body: { accounts: [] } } });
    const fetchSpy = vi.fn(server.fetch);
    const api = createApiClient({ fetch: fetchSpy });
    api.setCsrfToken("rahasia-123");

    const answer = await api.post<{ account: { username: string } }>("/akun", { username: "baru" });
    await api.get("/akun");

    expect(answer.account.username).toBe("baru");
    const [post, get] = server.requests;
    expect(post?.headers.get("x-csrf-token")).toBe("rahasia-123");
    expect(post?.headers.get("content-type")).toBe("application/json");
    expect(post?.body).toEqual({ username: "baru" });
    expect(get?.headers.get("x-csrf-token")).toBeNull();
    expect(fetchSpy.mock.calls[0]?.[1]?.credentials).toBe("same-origin");
  });

  it("sends `{}` with a POST that carries no data, and the token with a DELETE", async () => {
    const server = fakeServer({ "POST /keluar": { status: 204 }, "DELETE /konten/office/draf": { body: {} } });
    const api = createApiClient({ fetch: server.fetch });
    api.setCsrfToken("t");
    await expect(api.post("/keluar")).resolves.toBeUndefined();
    await api.delete("/konten/office/draf", { version: 3 });
    expect(server.requests[0]?.body).toEqual({});
    expect(server.requests[1]?.headers.get("x-csrf-token")).toBe("t");
    expect(server.requests[1]?.query.get("version")).toBe("3");
  });

  it("sends a file's own bytes as a raw POST, with the CSRF token and the caller's headers", async () => {
    const server = fakeServer({ "POST /register/unggah": { body: { upload: { id: "u1" } } } });
    const api = createApiClient({ fetch: server.fetch });
    api.setCsrfToken("t");
    const file = new File(["id;nama"], "register kantor.csv");
    const answer = await api.postRaw<{ upload: { id: string } }>("/register/unggah", file, { "X-Nama-Berkas": encodeURIComponent(file.name) });
    expect(answer.upload.id).toBe("u1");
    const [request] = server.requests;
    // The File itself, not a JSON text of it: the browser streams it as it is.
    expect(request?.raw).toBe(file);
    expect(request?.body).toBeUndefined();
    expect(request?.headers.get("content-type")).toBe("application/octet-stream");
    expect(request?.headers.get("x-csrf-token")).toBe("t");
    expect(request?.headers.get("x-nama-berkas")).toBe("register%20kantor.csv");
  });

  it("reports a session that ended (401 not_signed_in) and forgets its token", async () => {
    const server = fakeServer({
      "GET /masukan": apiError(401, "not_signed_in", "Anda belum masuk atau sesi Anda sudah berakhir. Silakan masuk lagi."),
      "POST /masuk": { body: {} },
    });
    const api = createApiClient({ fetch: server.fetch });
    api.setCsrfToken("lama");
    const ended = vi.fn();
    api.onSessionEnded(ended);

    const error = await caught(api.get("/masukan"));
    expect(error.status).toBe(401);
    expect(error.message).toBe(SESSION_ENDED_MESSAGE);
    expect(ended).toHaveBeenCalledTimes(1);
    await api.post("/masuk", { username: "a", password: "b" });
    expect(server.calls("POST", "/masuk")[0]?.headers.get("x-csrf-token")).toBeNull();
  });

  it("does not treat wrong credentials (401 invalid_credentials) as an ended session", async () => {
    const server = fakeServer({ "POST /masuk": apiError(401, "invalid_credentials", "Nama pengguna atau kata sandi salah.") });
    const api = createApiClient({ fetch: server.fetch });
    const ended = vi.fn();
    api.onSessionEnded(ended);
    const error = await caught(api.post("/masuk", {}));
    expect(error.message).toBe("Nama pengguna atau kata sandi salah.");
    expect(ended).not.toHaveBeenCalled();
  });

  it("says how many seconds to wait on 429, from Retry-After", async () => {
    const seconds = 37;
    const server = fakeServer({
      "POST /masuk": { ...apiError(429, "too_many_attempts", "Terlalu banyak percobaan masuk yang gagal."), headers: { "Retry-After": String(seconds) } },
    });
    const error = await caught(createApiClient({ fetch: server.fetch }).post("/masuk", {}));
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(seconds);
    expect(error.message).toBe(`Terlalu banyak percobaan masuk yang gagal. Coba lagi dalam ${seconds} detik.`);
  });

  it("reads a Retry-After given as a date", () => {
    const now = Date.parse("2025-03-01T10:00:00Z");
    expect(retryAfterSeconds(new Date(now + 90_000).toUTCString(), now)).toBe(90);
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds("bukan tanggal", now)).toBeUndefined();
  });

  it("turns a failed connection into the Indonesian network message", async () => {
    const api = createApiClient({ fetch: () => Promise.reject(new TypeError("Failed to fetch")) });
    const error = await caught(api.get("/sesi"));
    expect(error.status).toBe(0);
    expect(error.code).toBe("network_error");
    expect(error.message).toBe(NETWORK_MESSAGE);
  });

  it("keeps the API's code, message and extra fields of a refusal", async () => {
    const issues = [{ path: "phone.tel", message: "nomor telepon hanya boleh berisi angka" }];
    const server = fakeServer({ "PUT /konten/office": apiError(400, "invalid_content", "Isian tidak valid.", { issues }) });
    const error = await caught(createApiClient({ fetch: server.fetch }).put("/konten/office", {}));
    expect(error.code).toBe("invalid_content");
    expect(error.message).toBe("Isian tidak valid.");
    expect(error.detail("issues")).toEqual(issues);
  });

  it("explains an answer that is not the API's JSON (a proxy's error page)", async () => {
    const api = createApiClient({ fetch: async () => new Response("<html>Bad Gateway</html>", { status: 502 }) });
    const error = await caught(api.get("/sesi"));
    expect(error.code).toBe("http_502");
    expect(error.message).toContain("502");
  });

  it("fetches a fresh CSRF token once when the server refuses the old one", async () => {
    const server = fakeServer({
      "GET /sesi": { body: { account: {}, csrfToken: "baru" } },
      "POST /sandi": (request) =>
        request.headers.get("x-csrf-token") === "baru" ? { status: 204 } : apiError(403, "csrf_invalid", "Token keamanan tidak ada atau tidak cocok."),
    });
    const api = createApiClient({ fetch: server.fetch });
    api.setCsrfToken("lama");
    await api.post("/sandi", { currentPassword: "a", newPassword: "b" });
    expect(server.calls("POST", "/sandi").map((request) => request.headers.get("x-csrf-token"))).toEqual(["lama", "baru"]);
  });

  it("builds download addresses with only the filters that are set", () => {
    const api = createApiClient();
    expect(api.url("/masukan/ekspor.csv", { status: "baru", alasan: "", q: undefined })).toBe("/api/kantor/masukan/ekspor.csv?status=baru");
  });
});
