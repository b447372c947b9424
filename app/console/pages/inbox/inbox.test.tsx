// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import type { InboxCounts, InboxItem } from "~/lib/office/inbox";
import { apiError, type FakeRequest } from "../../testing/fake-server";
import { account, renderConsole, signedIn } from "../../testing/render-console";
import { listQuery, PER_PAGE, readInboxFilters } from "./filters";

afterEach(cleanup);

function item(id: string, changes: Partial<InboxItem> = {}): InboxItem {
  return {
    id,
    name: `Pengirim ${id}`,
    email: `pengirim${id}@contoh.id`,
    message: `Pesan nomor ${id}. `.repeat(20),
    submittedAt: "2025-02-01T01:00:00.000Z",
    receivedAt: "2025-02-01T01:00:05.000Z",
    status: "baru",
    reason: null,
    note: "",
    version: 0,
    updatedBy: null,
    updatedAt: null,
    ...changes,
  };
}

function countsOf(items: InboxItem[]): InboxCounts {
  const counts: InboxCounts = { baru: 0, dibaca: 0, ditindaklanjuti: 0, selesai: 0, total: items.length };
  for (const entry of items) counts[entry.status] += 1;
  return counts;
}

/** A small inbox: filters by status, keeps PATCHed items, and checks versions like the real API. */
function inboxRoutes(items: InboxItem[]) {
  const store = new Map(items.map((entry) => [entry.id, entry]));
  return {
    ...signedIn(account("staf")),
    "GET /masukan": (request: FakeRequest) => {
      const status = request.query.get("status");
      const all = [...store.values()];
      const found = all.filter((entry) => !status || entry.status === status);
      return { body: { items: found, total: found.length, page: Number(request.query.get("halaman") ?? 1), perPage: PER_PAGE, counts: countsOf(all) } };
    },
    "PATCH /masukan/:id": (request: FakeRequest) => {
      const current = store.get(request.params.id ?? "");
      if (!current) return apiError(404, "feedback_not_found", "Masukan tidak ditemukan.");
      const { version, ...changes } = request.body as { version: number } & Partial<InboxItem>;
      if (version !== current.version) return apiError(409, "stale_edit", "Masukan ini baru saja diubah petugas lain.", { item: current });
      const next = { ...current, ...changes, version: current.version + 1, updatedBy: "petugas", updatedAt: "2025-02-02T02:00:00.000Z" };
      store.set(next.id, next);
      return { body: { item: next } };
    },
  };
}

describe("inbox filters", () => {
  it("reads the address and builds the API query, ignoring unknown values", () => {
    const filters = readInboxFilters(new URLSearchParams("status=selesai&alasan=tanpa&q=%20tanah%20&halaman=3"));
    expect(listQuery(filters)).toEqual({ status: "selesai", alasan: "tanpa", q: "tanah", halaman: 3, per: PER_PAGE });
    expect(readInboxFilters(new URLSearchParams("status=hilang&alasan=apa&halaman=-2"))).toEqual({ status: "", alasan: "", q: "", halaman: 1 });
  });
});

describe("InboxPage", () => {
  it("says so when there are no messages at all", async () => {
    renderConsole("/masukan", inboxRoutes([]));
    expect(await screen.findByText("Belum ada masukan.")).toBeInTheDocument();
  });

  it("asks the API for what the filters say and points the downloads at the same selection", async () => {
    const { server } = renderConsole("/masukan", inboxRoutes([item("1"), item("2", { status: "selesai" })]));
    const user = userEvent.setup();
    await screen.findByText("Pengirim 1");

    await user.selectOptions(screen.getByLabelText("Status"), "selesai");
    await user.selectOptions(screen.getByLabelText("Alasan"), "Belum dikategorikan");
    await user.type(screen.getByLabelText("Cari"), "tanah wakaf");
    await user.click(screen.getByRole("button", { name: "Cari" }));

    await waitFor(() => {
      const last = server.calls("GET", "/masukan").at(-1);
      expect(Object.fromEntries(last?.query ?? [])).toEqual({ status: "selesai", alasan: "tanpa", q: "tanah wakaf", halaman: "1", per: String(PER_PAGE) });
    });
    const csv = new URL(screen.getByRole("link", { name: "Unduh CSV" }).getAttribute("href") ?? "", "http://kantor.test");
    const xlsx = new URL(screen.getByRole("link", { name: "Unduh Excel (.xlsx)" }).getAttribute("href") ?? "", "http://kantor.test");
    expect(csv.pathname).toBe("/api/kantor/masukan/ekspor.csv");
    expect(xlsx.pathname).toBe("/api/kantor/masukan/ekspor.xlsx");
    for (const url of [csv, xlsx]) expect(Object.fromEntries(url.searchParams)).toEqual({ status: "selesai", alasan: "tanpa", q: "tanah wakaf" });
  });

  it("marks unread messages in words, and opening one shows it whole and marks it read", async () => {
    const unread = item("7");
    const { server } = renderConsole("/masukan", inboxRoutes([unread, item("8", { status: "dibaca", version: 1 })]));
    const user = userEvent.setup();
    const toggle = await screen.findByRole("button", { name: /Pengirim 7/ });
    expect(toggle).toHaveTextContent("Baru");
    expect(screen.getByRole("button", { name: /Pengirim 8/ })).not.toHaveTextContent("Baru");
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await waitFor(() => expect(server.calls("PATCH", "/masukan/7")).toHaveLength(1));
    expect(server.calls("PATCH", "/masukan/7")[0]?.body).toEqual({ version: unread.version, status: "dibaca" });
    await waitFor(() => expect(toggle).not.toHaveTextContent("Baru"));
    const article = toggle.closest("article") as HTMLElement;
    expect(within(article).getByText(unread.message.trim(), { normalizer: (text) => text.trim() })).toBeInTheDocument();
    expect(within(article).getByText("Status: Dibaca")).toBeInTheDocument();
    expect(await within(article).findByLabelText("Status")).toHaveValue("dibaca");
  });

  it("saves status, reason and note with the version, and shows a 409's message and the current version", async () => {
    const routes = inboxRoutes([item("3", { status: "dibaca", version: 4 })]);
    const { server } = renderConsole("/masukan", routes);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: /Pengirim 3/ }));
    const article = screen.getByRole("button", { name: /Pengirim 3/ }).closest("article") as HTMLElement;

    await user.selectOptions(within(article).getByLabelText("Status"), "ditindaklanjuti");
    await user.selectOptions(within(article).getByLabelText("Alasan"), "pengaduan");
    await user.type(within(article).getByLabelText("Catatan internal"), "Sudah ditelepon.");
    await user.click(within(article).getByRole("button", { name: "Simpan" }));
    await waitFor(() => expect(server.calls("PATCH", "/masukan/3")).toHaveLength(1));
    expect(server.calls("PATCH", "/masukan/3")[0]?.body).toEqual({ version: 4, status: "ditindaklanjuti", reason: "pengaduan", note: "Sudah ditelepon." });
    expect(await within(article).findByText("Perubahan tersimpan.")).toBeInTheDocument();

    // Someone else saves meanwhile: the next save goes with a version that is no longer current.
    const current = item("3", { status: "selesai", reason: "saran", note: "Catatan petugas lain", version: 9, updatedBy: "rekan" });
    routes["PATCH /masukan/:id"] = () => apiError(409, "stale_edit", "Masukan ini baru saja diubah petugas lain.", { item: current });
    await user.clear(within(article).getByLabelText("Catatan internal"));
    await user.type(within(article).getByLabelText("Catatan internal"), "Catatan saya");
    await user.click(within(article).getByRole("button", { name: "Simpan" }));

    const alert = await within(article).findByRole("alert");
    expect(alert).toHaveTextContent("Masukan ini baru saja diubah petugas lain.");
    expect(alert).toHaveTextContent("Catatan petugas lain");
    expect(alert).toHaveTextContent("rekan");
    expect(within(article).getByLabelText("Catatan internal")).toHaveValue("Catatan saya");
  });
});
