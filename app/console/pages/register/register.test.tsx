// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, type FakeRoute } from "../../testing/fake-server";
import { account, renderConsole, signedIn } from "../../testing/render-console";
import type { RegisterOverview, RegisterPoint, RegisterUpload, Role } from "../../types";
import { CANCELLED_MESSAGE, SAVED_MESSAGE, TOO_LARGE_MESSAGE, UPLOAD_MAX_BYTES } from "./register-text";

// Leaflet is replaced at its import boundary only: the page, its lazy import() and map-view.ts run as
// they are, and the fake records what they asked Leaflet to draw.
const leaflet = vi.hoisted(() => {
  interface Recorded {
    maps: { element: HTMLElement; options: Record<string, unknown>; fitted: unknown[]; removed: boolean }[];
    markers: { latlng: [number, number]; options: { title?: string; keyboard?: boolean; icon: { options: { className: string; html: string } } } }[];
    tiles: { url: string; options: Record<string, unknown>; handlers: Record<string, () => void> }[];
  }
  const drawn: Recorded = { maps: [], markers: [], tiles: [] };
  const addable = <T extends object>(target: T) => Object.assign(target, { addTo: () => target });
  const L = {
    map(element: HTMLElement, options: Record<string, unknown>) {
      const map = { element, options, fitted: [] as unknown[], removed: false };
      drawn.maps.push(map);
      return {
        fitBounds: (bounds: unknown, fitOptions: unknown) => map.fitted.push(bounds, fitOptions),
        setView: () => undefined,
        attributionControl: { setPrefix: () => undefined },
        remove: () => {
          map.removed = true;
        },
      };
    },
    control: { zoom: (options: unknown) => addable({ options }) },
    latLng: (lat: number, lng: number) => ({ lat, lng }),
    latLngBounds: (points: unknown[]) => ({ points }),
    tileLayer(url: string, options: Record<string, unknown>) {
      const layer = { url, options, handlers: {} as Record<string, () => void> };
      drawn.tiles.push(layer);
      const api = addable({
        on(event: string, handler: () => void) {
          layer.handlers[event] = handler;
          return api;
        },
      });
      return api;
    },
    divIcon: (options: unknown) => ({ options }),
    marker: (latlng: [number, number], options: Recorded["markers"][number]["options"]) => ({
      addTo() {
        drawn.markers.push({ latlng, options });
        return this;
      },
    }),
  };
  return { L, drawn };
});
vi.mock("leaflet", () => ({ default: leaflet.L }));

beforeEach(() => {
  leaflet.drawn.maps.length = 0;
  leaflet.drawn.markers.length = 0;
  leaflet.drawn.tiles.length = 0;
});
afterEach(cleanup);

const TILE_URL = "https://tile.example/{z}/{x}/{y}.png";
const office = {
  name: "office",
  published: { officeName: "KUA Kecamatan Contoh", map: { center: [-6.89, 107.61], zoom: 14, tileUrl: TILE_URL, tileAttribution: "© peta contoh" } },
  draft: null,
  version: 0,
  updatedBy: null,
  updatedAt: null,
};

function overview(changes: Partial<RegisterOverview> = {}): RegisterOverview {
  return { published: { count: 41, located: 38, updatedAt: "2025-04-01T02:00:00.000Z" }, draft: null, version: 7, ...changes };
}

const POINTS: RegisterPoint[] = [
  { id: "W-001", name: "Masjid Al-Ikhlas", lat: -6.8871, lng: 107.6101, change: "baru" },
  { id: "W-002", name: "Makam Wakaf Cibeunying", lat: -6.8902, lng: 107.6188, change: "berubah" },
  { id: "W-003", name: "Madrasah Nurul Huda", lat: -6.8853, lng: 107.6142, change: "tetap" },
  { id: "W-004", name: "Musala Al-Amin", lat: -6.8921, lng: 107.6077, change: "tetap" },
];

function accepted(changes: Partial<RegisterUpload> = {}): RegisterUpload {
  return {
    id: "u-1",
    fileName: "register-kua.xlsx",
    accepted: true,
    counts: { rows: 56, new: 12, changed: 3, unchanged: 40, gone: 1, errors: 0, warnings: 1 },
    issues: [{ severity: "warning", sheet: "Register", row: 14, column: "Luas (m²)", message: "Luas 0 m²: periksa kembali." }],
    skippedSheets: [{ sheet: "Petunjuk", reason: "Lembar petunjuk, tidak berisi data lokasi." }],
    changes: [
      { id: "W-001", name: "Masjid Al-Ikhlas", change: "baru", fields: [] },
      { id: "W-002", name: "Makam Wakaf Cibeunying", change: "berubah", fields: ["Alamat", "Luas (m²)"] },
      { id: "W-099", name: "Tanah Wakaf Lama", change: "hilang", fields: [] },
    ],
    points: POINTS,
    ...changes,
  };
}

function refused(): RegisterUpload {
  return accepted({
    id: "u-2",
    accepted: false,
    counts: { rows: 56, new: 12, changed: 3, unchanged: 40, gone: 1, errors: 2, warnings: 1 },
    // The server's order: a warning before the errors; the page lists the errors first.
    issues: [
      { severity: "warning", sheet: "Register", row: 14, column: "Luas (m²)", message: "Luas 0 m²: periksa kembali." },
      { severity: "error", sheet: "Register", row: 9, column: "Lintang", message: "Lintang harus angka antara -11 dan 6." },
      { severity: "error", sheet: "Register", row: 1, column: "", message: "Kolom Nama tidak ditemukan di baris judul." },
    ],
  });
}

function routes(role: Role, more: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    ...signedIn(account(role)),
    "GET /register": { body: overview() },
    "GET /konten/office": { body: office },
    "DELETE /register/unggah/:id": { status: 204 },
    // The list of sites (site-form.test.tsx tests it): empty here.
    "GET /register/situs": { body: { items: [], total: 0, page: 1, perPage: 25, q: "", draft: false, version: 7, choices: { types: [], stages: [] } } },
    ...more,
  };
}

const workbook = (name = "register-kua.xlsx") => new File(["PK\u0003\u0004 buku kerja"], name, { type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" });

/** Opens the page, chooses `file` and presses the upload button. */
async function uploadFile(role: Role, more: Record<string, FakeRoute>, file = workbook()) {
  const view = renderConsole("/register", routes(role, more));
  const user = userEvent.setup();
  await user.upload(await screen.findByLabelText("Berkas register (.xlsx atau .csv)"), file);
  await user.click(screen.getByRole("button", { name: "Unggah dan periksa" }));
  return { ...view, user, file };
}

const reportHeading = () => screen.findByRole("heading", { level: 2, name: /Hasil pemeriksaan/ });

describe("RegisterPage", () => {
  it("is in the menu for staf, says what is live and what waits, and links the workbook download", async () => {
    renderConsole("/register", routes("staf", { "GET /register": { body: overview({ draft: { count: 44, located: 40, updatedBy: "rekan.kerja", updatedAt: "2025-04-02T03:00:00.000Z" } }) } }));
    expect(await screen.findByRole("heading", { level: 1, name: "Register tanah wakaf" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Register" })).toHaveAttribute("aria-current", "page");
    expect(await screen.findByText(/41 lokasi wakaf/)).toBeInTheDocument();
    expect(screen.getByText(/38 di antaranya memiliki titik di peta/)).toBeInTheDocument();
    const draft = screen.getByText(/Draf register menunggu terbit/);
    expect(draft).toHaveTextContent("44 lokasi");
    expect(draft).toHaveTextContent("rekan.kerja");
    expect(within(draft).getByRole("link", { name: "Buka halaman Terbitkan" })).toHaveAttribute("href", "/terbitkan");
    expect(screen.getByRole("link", { name: "Unduh register (.xlsx)" })).toHaveAttribute("href", "/api/kantor/register/unduh.xlsx");
    expect(screen.getByText(/ubah isinya di Excel, lalu unggah kembali/)).toBeInTheDocument();
  });

  it("is a section tile of the console's home for staf", async () => {
    renderConsole("/", {
      ...signedIn(account("staf")),
      "GET /masukan/ringkasan": { body: { counts: { baru: 0, dibaca: 0, ditindaklanjuti: 0, selesai: 0, total: 0 } } },
      "GET /terbitan": { body: { live: null, releases: [], pending: [], job: null } },
    });
    const tiles = await screen.findByRole("navigation", { name: "Bagian konsol" });
    expect(within(tiles).getByRole("link", { name: /Register tanah wakaf/ })).toHaveAttribute("href", "/register");
  });

  it("sends the file's bytes, then reports the counts, skipped sheets, problems (errors first) and changes, with the focus on the report", async () => {
    const { server, file } = await uploadFile("staf", { "POST /register/unggah": { body: { upload: refused() } } });

    const heading = await reportHeading();
    expect(heading).toHaveTextContent("register-kua.xlsx");
    expect(heading).toHaveFocus();
    const [sent] = server.calls("POST", "/register/unggah");
    expect(sent?.raw).toBe(file);
    expect(sent?.headers.get("content-type")).toBe("application/octet-stream");
    expect(sent?.headers.get("x-nama-berkas")).toBe("register-kua.xlsx");
    expect(sent?.headers.get("x-csrf-token")).toBeTruthy();

    expect(screen.getByText("12 lokasi baru, 3 berubah, 40 tetap, 1 hilang dari register.")).toBeInTheDocument();
    expect(screen.getByText("56 baris dibaca: 2 kesalahan, 1 peringatan.")).toBeInTheDocument();
    expect(screen.getByText("Petunjuk").closest("li")).toHaveTextContent("Lembar petunjuk, tidak berisi data lokasi.");

    const table = screen.getByRole("table", { name: /Masalah di berkas/ });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows.map((row) => within(row).getAllByRole("cell").map((cell) => cell.textContent))).toEqual([
      ["Register", "9", "Lintang", "Kesalahan: Lintang harus angka antara -11 dan 6."],
      ["Register", "1", "—", "Kesalahan: Kolom Nama tidak ditemukan di baris judul."],
      ["Register", "14", "Luas (m²)", "Peringatan: Luas 0 m²: periksa kembali."],
    ]);
    // The phones' cards say the same, in the same order.
    const cards = within(screen.getByRole("list", { name: "Masalah di berkas" })).getAllByRole("listitem");
    expect(cards.map((card) => card.firstChild?.textContent)).toEqual(["Kesalahan", "Kesalahan", "Peringatan"]);

    expect(screen.getByText(/Makam Wakaf Cibeunying/, { selector: "li" })).toHaveTextContent("berubah: Alamat, Luas (m²)");
    expect(screen.getByText(/Hilang dari register: 1 lokasi/)).toBeInTheDocument();
    expect(screen.getByText(/Tanah Wakaf Lama/, { selector: "li" })).toBeInTheDocument();
  });

  it("refuses to keep a file with errors: no save button, says why, and Batalkan throws the upload away", async () => {
    const { server, user } = await uploadFile("staf", { "POST /register/unggah": { body: { upload: refused() } } });
    await reportHeading();

    expect(screen.queryByRole("button", { name: "Simpan sebagai draf register" })).toBeNull();
    const verdict = screen.getByText(/Berkas ini masih memuat kesalahan/).closest("p");
    expect(verdict).toHaveTextContent("tidak ada yang disimpan");
    expect(verdict).toHaveTextContent("Perbaiki baris yang tercantum");
    expect(verdict).toHaveTextContent("unggah berkasnya lagi");

    await user.click(screen.getByRole("button", { name: "Batalkan" }));
    await waitFor(() => expect(server.calls("DELETE", "/register/unggah/u-2")).toHaveLength(1));
    expect(await screen.findByText(CANCELLED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: /Hasil pemeriksaan/ })).toBeNull();
    expect(screen.getByLabelText("Berkas register (.xlsx atau .csv)")).toHaveFocus();
  });

  it("saves an accepted file as the draft register with the register's version, then points to Terbitkan", async () => {
    let saved = false;
    const { server, user } = await uploadFile("admin", {
      "GET /register": () => ({ body: saved ? overview({ version: 8, draft: { count: 55, located: 52, updatedBy: "admin.kua", updatedAt: "2025-04-03T01:00:00.000Z" } }) : overview() }),
      "POST /register/unggah": { body: { upload: accepted() } },
      "POST /register/unggah/:id/simpan": () => {
        saved = true;
        return { body: { version: 8, count: 55 } };
      },
    });
    await reportHeading();
    expect(screen.getByText(/Berkas dapat disimpan/)).toBeInTheDocument();

    await user.click(await screen.findByRole("button", { name: "Simpan sebagai draf register" }));
    const notice = await screen.findByText(SAVED_MESSAGE);
    expect(server.calls("POST", "/register/unggah/u-1/simpan")[0]?.body).toEqual({ version: 7 });
    const status = notice.closest("[role=status]") as HTMLElement;
    expect(within(status).getByRole("link", { name: "Buka halaman Terbitkan" })).toHaveAttribute("href", "/terbitkan");
    // The pressed button is gone: the focus is on what replaced it.
    expect(status.parentElement).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Simpan sebagai draf register" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Batalkan" })).toBeNull();
    // The summary now shows the draft that waits.
    expect(await screen.findByText(/Draf register menunggu terbit/)).toHaveTextContent("55 lokasi");
    expect(server.calls("DELETE", "/register/unggah/u-1")).toHaveLength(0);
  });

  it("saves with the version the upload was compared with, read again after the upload", async () => {
    let version = 7;
    const { server, user } = await uploadFile(
      "staf",
      {
        "GET /register": () => ({ body: overview({ version }) }),
        "POST /register/unggah": () => {
          // A colleague saved a draft register after this page was opened, before the upload.
          version = 8;
          return { body: { upload: accepted() } };
        },
        "POST /register/unggah/:id/simpan": { body: { version: 9, count: 55 } },
      },
    );
    await reportHeading();
    await waitFor(() => expect(server.calls("GET", "/register")).toHaveLength(2));
    await user.click(await screen.findByRole("button", { name: "Simpan sebagai draf register" }));
    await screen.findByText(SAVED_MESSAGE);
    expect(server.calls("POST", "/register/unggah/u-1/simpan")[0]?.body).toEqual({ version: 8 });
  });

  it("shows the API's message on 409 content_stale, takes the save button away and reads the register again", async () => {
    const stale = "Data tanah wakaf sudah diubah oleh rekan.kerja sejak berkas ini diunggah, jadi perbandingannya sudah tidak berlaku. Unggahan Anda belum disimpan: unggah berkasnya lagi untuk membandingkannya dengan data terbaru.";
    const { server, user } = await uploadFile("staf", {
      "POST /register/unggah": { body: { upload: accepted() } },
      "POST /register/unggah/:id/simpan": apiError(409, "content_stale", stale, { version: 9, updatedBy: "rekan.kerja" }),
    });
    await reportHeading();
    await waitFor(() => expect(server.calls("GET", "/register")).toHaveLength(2));
    await user.click(screen.getByRole("button", { name: "Simpan sebagai draf register" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(stale);
    expect(alert.parentElement).toHaveFocus();
    expect(screen.queryByRole("button", { name: "Simpan sebagai draf register" })).toBeNull();
    expect(screen.queryByText(SAVED_MESSAGE)).toBeNull();
    await waitFor(() => expect(server.calls("GET", "/register")).toHaveLength(3));
    // Batalkan still clears the report away.
    expect(screen.getByRole("button", { name: "Batalkan" })).toBeEnabled();
  });

  it("takes an expired upload's save button away with the API's message", async () => {
    const expired = "Unggahan ini sudah tidak tersimpan di server (lebih dari 30 menit, atau sudah ada 3 unggahan yang lebih baru). Unggah berkasnya lagi.";
    const { user } = await uploadFile("staf", {
      "POST /register/unggah": { body: { upload: accepted() } },
      "POST /register/unggah/:id/simpan": apiError(404, "upload_expired", expired),
    });
    await reportHeading();
    await user.click(await screen.findByRole("button", { name: "Simpan sebagai draf register" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(expired);
    expect(screen.queryByRole("button", { name: "Simpan sebagai draf register" })).toBeNull();
  });

  it("says at the file field why a file was refused: the API's message on 415 and 413", async () => {
    const notWorkbook = "Berkas ini bukan buku kerja Excel (.xlsx) atau CSV. Di Excel pilih Simpan Sebagai → Buku Kerja Excel (.xlsx) atau CSV UTF-8, lalu unggah berkas itu.";
    await uploadFile("staf", { "POST /register/unggah": apiError(415, "upload_not_workbook", notWorkbook) }, workbook("foto-lokasi.xlsx"));
    const input = screen.getByLabelText("Berkas register (.xlsx atau .csv)");
    expect(await screen.findByText(notWorkbook)).toBeInTheDocument();
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(expect.stringContaining(notWorkbook));
    expect(input).toHaveFocus();
    expect(screen.queryByRole("heading", { name: /Hasil pemeriksaan/ })).toBeNull();
    cleanup();

    const tooLarge = "Berkas terlalu besar (batas server).";
    await uploadFile("staf", { "POST /register/unggah": apiError(413, "upload_too_large", tooLarge) });
    expect(await screen.findByText(tooLarge)).toBeInTheDocument();
    cleanup();

    // A proxy's own 413 (no API JSON) still gets the size message, not a bare status code.
    await uploadFile("staf", { "POST /register/unggah": { status: 413 } });
    expect(await screen.findByText(TOO_LARGE_MESSAGE)).toBeInTheDocument();
  });

  it("checks the size in the browser first, with the server's words, and sends nothing", async () => {
    const big = workbook("register-besar.xlsx");
    Object.defineProperty(big, "size", { value: UPLOAD_MAX_BYTES + 1 });
    const { server } = await uploadFile("staf", {}, big);
    expect(await screen.findByText(TOO_LARGE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText("Berkas register (.xlsx atau .csv)")).toHaveAttribute("aria-invalid", "true");
    expect(server.calls("POST", "/register/unggah")).toHaveLength(0);
  });

  it("throws away an unsaved upload when another file is uploaded", async () => {
    let next = 0;
    const uploads = [accepted({ id: "u-1" }), accepted({ id: "u-3", fileName: "register-perbaikan.xlsx" })];
    const { server, user } = await uploadFile("staf", { "POST /register/unggah": () => ({ body: { upload: uploads[next++] } }) });
    await reportHeading();
    await user.upload(screen.getByLabelText("Berkas register (.xlsx atau .csv)"), workbook("register-perbaikan.xlsx"));
    await user.click(screen.getByRole("button", { name: "Unggah dan periksa" }));
    expect(await screen.findByRole("heading", { name: /register-perbaikan\.xlsx/ })).toHaveFocus();
    await waitFor(() => expect(server.calls("DELETE", "/register/unggah/u-1")).toHaveLength(1));
  });
});

describe("Register map preview", () => {
  it("draws one marker per point, at its place and in its change's look, on the office's tiles", async () => {
    await uploadFile("staf", { "POST /register/unggah": { body: { upload: accepted() } } });
    await waitFor(() => expect(leaflet.drawn.markers).toHaveLength(POINTS.length), { timeout: 10_000 });

    const drawn = leaflet.drawn.markers.map((marker) => ({ latlng: marker.latlng, className: marker.options.icon.options.className, title: marker.options.title }));
    expect(drawn).toEqual(
      POINTS.map((point) => ({ latlng: [point.lat, point.lng], className: `register-marker register-marker-${point.change}`, title: `${point.name} (${point.change})` })),
    );
    // Each kind has its own shape, so the kinds differ without colour.
    const shapes = new Set(leaflet.drawn.markers.map((marker) => /d="([^"]+)"/.exec(marker.options.icon.options.html)?.[1]));
    expect(shapes.size).toBe(3);
    expect(leaflet.drawn.tiles.map((tile) => [tile.url, tile.options.attribution])).toEqual([[TILE_URL, "© peta contoh"]]);
    const [map] = leaflet.drawn.maps;
    expect(map?.element).toBe(screen.getByRole("region", { name: "Peta pratinjau titik lokasi" }));
    expect(map?.fitted[0]).toEqual({ points: POINTS.map((point) => ({ lat: point.lat, lng: point.lng })) });

    // The legend in words, with how many points of each kind.
    const legend = screen.getByRole("list", { name: "Keterangan peta" });
    expect(within(legend).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Baru: lingkaran hijau (1 titik)",
      "Berubah: belah ketupat jingga (1 titik)",
      "Tetap: kotak abu-abu kecil (2 titik)",
    ]);
    expect(screen.getByText(/4 dari 55 lokasi di berkas memiliki titik koordinat/)).toBeInTheDocument();
  });

  it("keeps the markers when tiles fail, and says the base map is missing", async () => {
    await uploadFile("staf", { "POST /register/unggah": { body: { upload: accepted() } } });
    await waitFor(() => expect(leaflet.drawn.markers).toHaveLength(POINTS.length), { timeout: 10_000 });
    leaflet.drawn.tiles[0]?.handlers.tileerror?.();
    expect(await screen.findByText(/Peta dasar tidak dapat dimuat/)).toBeInTheDocument();
    expect(leaflet.drawn.maps[0]?.removed).toBe(false);
    expect(leaflet.drawn.markers).toHaveLength(POINTS.length);
  });

  it("draws the markers without tiles when the office's map settings cannot be read", async () => {
    await uploadFile("staf", { "GET /konten/office": apiError(500, "internal", "Kesalahan server."), "POST /register/unggah": { body: { upload: accepted() } } });
    await waitFor(() => expect(leaflet.drawn.markers).toHaveLength(POINTS.length), { timeout: 10_000 });
    expect(leaflet.drawn.tiles).toHaveLength(0);
    expect(await screen.findByText(/Peta dasar tidak dapat dimuat/)).toBeInTheDocument();
  });

  it("loads no map at all when the file has no points", async () => {
    const { server } = await uploadFile("staf", { "POST /register/unggah": { body: { upload: accepted({ points: [] }) } } });
    await reportHeading();
    expect(screen.getByText(/Tidak ada lokasi dengan titik koordinat/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(leaflet.drawn.maps).toHaveLength(0);
    expect(server.calls("GET", "/konten/office")).toHaveLength(0);
  });
});

describe("Register page accessibility", () => {
  it("has no axe violations with a report on screen", async () => {
    await uploadFile("staf", { "POST /register/unggah": { body: { upload: refused() } } });
    await reportHeading();
    await waitFor(() => expect(leaflet.drawn.markers).toHaveLength(POINTS.length), { timeout: 10_000 });
    // jsdom has no layout or colours: contrast is left to the browser checks.
    const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});
