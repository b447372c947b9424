// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { apiError, type FakeRequest, type FakeRoute } from "../../testing/fake-server";
import { account, renderConsole, signedIn } from "../../testing/render-console";
import type { SiteAnswer, SiteFields, SitesPage } from "../../types";

// Leaflet is replaced at its import boundary only: the form, the lazy import() and map-view.ts's
// drawPicker run as they are, and the fake records the map, its click handler and the pin.
const leaflet = vi.hoisted(() => {
  interface FakeMarker {
    latlng: [number, number];
    options: { title?: string; draggable?: boolean; keyboard?: boolean };
    handlers: Record<string, () => void>;
    removed: boolean;
  }
  interface FakeMap {
    element: HTMLElement;
    view: { center: unknown; zoom: number } | undefined;
    handlers: Record<string, (event: { latlng: { lat: number; lng: number } }) => void>;
    removed: boolean;
  }
  const drawn = { maps: [] as FakeMap[], markers: [] as FakeMarker[] };
  const addable = <T extends object>(target: T) => Object.assign(target, { addTo: () => target });
  const L = {
    map(element: HTMLElement) {
      const map: FakeMap = { element, view: undefined, handlers: {}, removed: false };
      drawn.maps.push(map);
      const api = {
        setView(center: unknown, zoom: number) {
          map.view = { center, zoom };
          return api;
        },
        on(event: string, handler: FakeMap["handlers"][string]) {
          map.handlers[event] = handler;
          return api;
        },
        getBounds: () => ({ contains: () => true }),
        getZoom: () => 17,
        attributionControl: { setPrefix: () => undefined },
        remove: () => {
          map.removed = true;
        },
      };
      return api;
    },
    control: { zoom: (options: unknown) => addable({ options }) },
    tileLayer: () => {
      const layer = addable({ on: () => layer });
      return layer;
    },
    divIcon: (options: unknown) => ({ options }),
    marker(latlng: [number, number], options: FakeMarker["options"]) {
      const marker: FakeMarker = { latlng, options, handlers: {}, removed: false };
      const api = {
        addTo() {
          drawn.markers.push(marker);
          return api;
        },
        on(event: string, handler: () => void) {
          marker.handlers[event] = handler;
          return api;
        },
        setLatLng(at: [number, number]) {
          marker.latlng = at;
        },
        getLatLng: () => ({ lat: marker.latlng[0], lng: marker.latlng[1] }),
        remove: () => {
          marker.removed = true;
        },
      };
      return api;
    },
  };
  return { L, drawn };
});
vi.mock("leaflet", () => ({ default: leaflet.L }));

beforeEach(() => {
  window.sessionStorage.clear();
  leaflet.drawn.maps.length = 0;
  leaflet.drawn.markers.length = 0;
});
afterEach(cleanup);

const choices = {
  types: ["Masjid", "Musala", "Makam"],
  stages: [
    { id: "belum-aiw", label: "Belum ber-AIW", certified: false },
    { id: "aiw-terbit", label: "AIW terbit", certified: false },
    { id: "sertifikat-terbit", label: "Sertifikat terbit", certified: true },
  ],
};
const site: SiteFields = {
  name: "Masjid Nurul Falah",
  type: "Masjid",
  kelurahan: "Dago",
  address: "Jl. Ir. H. Juanda No. 10",
  areaM2: 410.5,
  stage: "sertifikat-terbit",
  certified: true,
  aiwNumber: "W.2/001/2020",
  aiwDate: "12 Maret 2020",
  certificateNumber: "",
  nib: "",
  wakif: "H. Ahmad",
  nazhir: "DKM Nurul Falah",
  use: "Masjid",
  note: "",
  lat: -6.8851,
  lng: 107.6132,
};
const ID = "masjid-nurul-falah";
const answer = (changes: Partial<SiteAnswer> = {}): SiteAnswer => ({ id: ID, site, version: 3, choices, ...changes });
const sitesPage = (changes: Partial<SitesPage> = {}): SitesPage => ({
  items: [
    { id: ID, name: "Masjid Nurul Falah", type: "Masjid", kelurahan: "Dago", status: "Sertifikat terbit", located: true },
    { id: "makam-wakaf-cigadung", name: "Makam Wakaf Cigadung", type: "Makam", kelurahan: "Cigadung", status: "Belum bersertifikat (tahap belum dicatat)", located: false },
  ],
  total: 2,
  page: 1,
  perPage: 25,
  q: "",
  draft: false,
  version: 3,
  choices,
  ...changes,
});
const office = {
  name: "office",
  published: { map: { center: [-6.8886, 107.6155], zoom: 14, tileUrl: "https://tile.example/{z}/{x}/{y}.png", tileAttribution: "© peta" } },
  draft: null,
  version: 0,
  updatedBy: null,
  updatedAt: null,
};

function routes(more: Record<string, FakeRoute> = {}): Record<string, FakeRoute> {
  return {
    ...signedIn(account("staf")),
    "GET /register/situs/:id": { body: answer() },
    "GET /register/situs": { body: sitesPage() },
    "GET /register": { body: { published: { count: 2, located: 1, updatedAt: null }, draft: null, version: 3 } },
    "GET /konten/office": { body: office },
    ...more,
  };
}

const form = () => screen.getByRole("form", { name: "Ubah lokasi" });
const locationField = () => screen.getByRole("textbox", { name: "Titik lokasi" });
const save = (user: ReturnType<typeof userEvent.setup>) => user.click(within(form()).getByRole("button", { name: "Simpan ke draf" }));
const mapDrawn = () => waitFor(() => expect(leaflet.drawn.maps).toHaveLength(1), { timeout: 10_000 });

async function openSite(more: Record<string, FakeRoute> = {}) {
  const view = renderConsole(`/register/situs/${ID}`, routes(more));
  const user = userEvent.setup();
  await screen.findByRole("form", { name: "Ubah lokasi" });
  return { ...view, user };
}

describe("the site form (/register/situs/:id)", () => {
  it("shows every field labelled in Indonesian with the site's values, the point read as lat/lng, and the pin on the map", async () => {
    await openSite();
    expect(screen.getByRole("heading", { level: 1, name: "Ubah lokasi: Masjid Nurul Falah" })).toBeInTheDocument();
    expect(screen.getByLabelText("Nama lokasi")).toHaveValue("Masjid Nurul Falah");
    expect(screen.getByLabelText("Jenis")).toHaveValue("Masjid");
    expect(screen.getByLabelText("Kelurahan/desa")).toHaveValue("Dago");
    expect(screen.getByLabelText("Alamat")).toHaveValue("Jl. Ir. H. Juanda No. 10");
    // A decimal comma, as staff write it (the server reads it back exactly).
    expect(screen.getByLabelText("Luas (m²)")).toHaveValue("410,5");
    expect(screen.getByLabelText("Luas (m²)")).toHaveAccessibleDescription(expect.stringContaining("Kosongkan bila belum diukur"));
    expect(screen.getByLabelText("Status sertifikat")).toHaveValue("sertifikat-terbit");
    expect(within(screen.getByLabelText("Status sertifikat")).getAllByRole("option").map((option) => option.textContent)).toEqual([
      "Belum diketahui (dicatat belum bersertifikat)",
      "Belum ber-AIW",
      "AIW terbit",
      "Sertifikat terbit",
    ]);
    for (const label of ["Nomor AIW", "Tanggal AIW", "Nomor sertifikat", "NIB", "Wakif", "Nazhir", "Peruntukan", "Keterangan"]) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(locationField()).toHaveValue("-6.8851, 107.6132");
    expect(locationField()).toHaveAccessibleDescription(expect.stringContaining("Terbaca: lintang -6.8851, bujur 107.6132."));

    await mapDrawn();
    expect(leaflet.drawn.maps[0]?.element).toBe(screen.getByRole("region", { name: "Peta untuk memilih titik lokasi" }));
    expect(leaflet.drawn.markers.map((marker) => [marker.latlng, marker.options.draggable, marker.options.keyboard])).toEqual([[[-6.8851, 107.6132], true, false]]);
  });

  it("fills lat/lng from a pasted Google Maps link, moves the pin, and saves them with the version", async () => {
    let sent: FakeRequest | undefined;
    const { user } = await openSite({
      "PUT /register/situs/:id": (request) => {
        sent = request;
        return { body: answer({ version: 4, site: { ...site, lat: -6.8843, lng: 107.616 }, warnings: [{ path: "note", message: "Contoh catatan pemeriksaan." }] }) };
      },
    });
    await mapDrawn();
    await user.clear(locationField());
    expect(locationField()).toHaveAccessibleDescription(expect.stringContaining("Belum ada titik"));
    await user.click(locationField());
    await user.paste("https://www.google.com/maps/place/Masjid+Nurul+Falah/@-6.8843,107.616,17z/data=!3m1!4b1");
    expect(screen.getByText(/^Terbaca: lintang/)).toHaveTextContent("Terbaca: lintang -6.8843, bujur 107.616.");
    await waitFor(() => expect(leaflet.drawn.markers.at(-1)?.latlng).toEqual([-6.8843, 107.616]));

    await save(user);
    expect(await screen.findByText(/Tersimpan di draf register/)).toBeInTheDocument();
    const body = sent?.body as { version: number; site: Record<string, unknown> };
    expect(body.version).toBe(3);
    expect(body.site).toMatchObject({ name: "Masjid Nurul Falah", lat: -6.8843, lng: 107.616, areaM2: "410,5", stage: "sertifikat-terbit" });
    expect(body.site).not.toHaveProperty("location");
    // The register's warnings are said; the field now shows the point as kept.
    expect(screen.getByText("Contoh catatan pemeriksaan.")).toBeInTheDocument();
    expect(locationField()).toHaveValue("-6.8843, 107.616");
    expect(window.sessionStorage.length).toBe(0);
  });

  it("places the point where the map is tapped, and says it as lat/lng", async () => {
    const { server, user } = await openSite({ "PUT /register/situs/:id": { body: answer({ version: 4 }) } });
    await mapDrawn();
    act(() => leaflet.drawn.maps[0]?.handlers.click?.({ latlng: { lat: -6.887123456, lng: 107.610987654 } }));
    expect(locationField()).toHaveValue("-6.887123, 107.610988");
    expect(screen.getByText(/^Terbaca: lintang/)).toHaveTextContent("Terbaca: lintang -6.887123, bujur 107.610988.");
    await save(user);
    await waitFor(() => expect(server.calls("PUT", `/register/situs/${ID}`)).toHaveLength(1));
    expect((server.calls("PUT", `/register/situs/${ID}`)[0]?.body as { site: object }).site).toMatchObject({ lat: -6.887123, lng: 107.610988 });
  });

  it("shows the server's refusals next to their fields, focuses the first, and sends a short link as written", async () => {
    const shortLink =
      'Tautan pendek Google Maps (maps.app.goo.gl) tidak dapat dibaca tanpa internet. Buka tautannya, tekan lama titik lokasinya, lalu salin angka koordinat yang muncul (misalnya "-6.8851, 107.6132") ke kolom ini menggantikan tautannya.';
    const { server, user } = await openSite({
      "PUT /register/situs/:id": apiError(400, "invalid_content", "Ada isian yang belum benar. Periksa kolom yang ditandai, lalu simpan lagi.", {
        issues: [
          { path: "areaM2", message: 'Luas harus berupa angka lebih dari 0 (tertulis "tiga ratus").' },
          { path: "name", message: 'Nama kosong. Isi nama lokasi, misalnya "Masjid Al-Ikhlas".' },
          { path: "location", message: shortLink },
          { path: "", message: "Harus ada paling sedikit satu lokasi." },
        ],
      }),
    });
    await user.clear(screen.getByLabelText("Nama lokasi"));
    await user.clear(screen.getByLabelText("Luas (m²)"));
    await user.type(screen.getByLabelText("Luas (m²)"), "tiga ratus");
    await user.clear(locationField());
    await user.type(locationField(), "https://maps.app.goo.gl/AbCdEf123");
    // Said before saving, in short.
    expect(locationField()).toHaveAccessibleDescription(expect.stringContaining("Tautan pendek (maps.app.goo.gl) tidak dapat dibaca"));
    await save(user);

    const name = screen.getByLabelText("Nama lokasi");
    const message = await screen.findByText(/^Nama kosong\./);
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name.getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
    // The first invalid field in the form's order (name comes before the area).
    expect(name).toHaveFocus();
    expect(screen.getByLabelText("Luas (m²)")).toHaveAccessibleDescription(expect.stringContaining("Luas harus berupa angka lebih dari 0"));
    expect(locationField()).toHaveAttribute("aria-invalid", "true");
    expect(locationField()).toHaveAccessibleDescription(expect.stringContaining(shortLink));
    const alert = within(form()).getByRole("alert");
    expect(alert).toHaveTextContent("Ada isian yang belum benar.");
    expect(alert).toHaveTextContent("Harus ada paling sedikit satu lokasi.");
    const sent = server.calls("PUT", `/register/situs/${ID}`)[0]?.body as { site: Record<string, unknown> };
    expect(sent.site).toMatchObject({ name: "", areaM2: "tiga ratus", location: "https://maps.app.goo.gl/AbCdEf123" });

    // Typing in a field takes its error away.
    await user.type(name, "Masjid Nurul Falah");
    expect(name).not.toHaveAttribute("aria-invalid");
  });

  it("keeps what was typed on 409, says who changed the register, and saves with the new version next time", async () => {
    let serverVersion = 3;
    const stale = "Data tanah wakaf sudah diubah oleh rekan.kerja sejak formulir ini dibuka. Isian Anda belum disimpan dan masih ada di formulir.";
    const more: Record<string, FakeRoute> = {
      "GET /register/situs/:id": () => ({ body: answer({ version: serverVersion }) }),
      "PUT /register/situs/:id": (request) => {
        const { version } = request.body as { version: number };
        if (version !== serverVersion) return apiError(409, "content_stale", stale, { version: serverVersion, updatedBy: "rekan.kerja", updatedAt: "2026-12-01T03:00:00.000Z" });
        return { body: answer({ version: version + 1, site: { ...site, nazhir: "DKM Baru" } }) };
      },
    };
    const { server, user } = await openSite(more);
    // A colleague saves another site after this form opened.
    serverVersion = 5;
    await user.clear(screen.getByLabelText("Nazhir"));
    await user.type(screen.getByLabelText("Nazhir"), "DKM Baru");
    await save(user);

    const alert = await within(form()).findByRole("alert");
    expect(alert).toHaveTextContent(stale);
    expect(alert).toHaveTextContent("rekan.kerja");
    expect(screen.getByLabelText("Nazhir")).toHaveValue("DKM Baru");

    await save(user);
    expect(await screen.findByText(/Tersimpan di draf register/)).toBeInTheDocument();
    expect(server.calls("PUT", `/register/situs/${ID}`).map((request) => (request.body as { version: number }).version)).toEqual([3, 5]);
  });

  it("keeps unsaved typing in sessionStorage, so a reload finds it again", async () => {
    const first = await openSite();
    await first.user.type(screen.getByLabelText("Keterangan"), "Dekat pasar");
    first.unmount();
    await openSite();
    expect(screen.getByLabelText("Keterangan")).toHaveValue("Dekat pasar");
    expect(screen.getByText(/dipulihkan/)).toBeInTheDocument();
  });

  it("asks before removing a site, saying it disappears from the site after publishing, then removes it with the version", async () => {
    const { server, user } = await openSite({ "DELETE /register/situs/:id": { body: { version: 4 } } });
    await user.click(screen.getByRole("button", { name: "Hapus lokasi" }));
    const dialog = await screen.findByRole("dialog", { name: 'Hapus lokasi "Masjid Nurul Falah"?' });
    expect(dialog).toHaveTextContent("Setelah diterbitkan, lokasi ini hilang dari situs");
    expect(server.calls("DELETE", `/register/situs/${ID}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "Batal" }));
    expect(server.calls("DELETE", `/register/situs/${ID}`)).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Hapus lokasi" }));
    await user.click(await screen.findByRole("button", { name: "Ya, hapus lokasi" }));
    await waitFor(() => expect(server.calls("DELETE", `/register/situs/${ID}`)).toHaveLength(1));
    expect(server.calls("DELETE", `/register/situs/${ID}`)[0]?.query.get("version")).toBe("3");
    // Back on the register page, which says what happened.
    expect(await screen.findByText(/Lokasi "Masjid Nurul Falah" dihapus dari draf register/)).toHaveTextContent("hilang dari situs setelah diterbitkan");
    expect(screen.getByRole("heading", { level: 1, name: "Register tanah wakaf" })).toBeInTheDocument();
  });

  it("has no axe violations", async () => {
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
    await openSite();
    await mapDrawn();
    const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});

describe("a new site (/register/situs/baru)", () => {
  it("starts empty, posts with the register's version, then opens the new site's own form saying it was saved", async () => {
    const created = answer({ id: "mushola-al-amin", version: 4, site: { ...site, name: "Mushola Al-Amin", type: "Musala" }, warnings: [{ path: "areaM2", message: "Luas belum diisi; lokasi disimpan tanpa luas (belum diukur)." }] });
    const { server } = renderConsole("/register/situs/baru", routes({ "POST /register/situs": { status: 201, body: created }, "GET /register/situs/:id": { body: created } }));
    const user = userEvent.setup();
    const name = await screen.findByLabelText("Nama lokasi");
    expect(screen.getByRole("heading", { level: 1, name: "Tambah lokasi" })).toBeInTheDocument();
    expect(name).toHaveValue("");
    expect(screen.getByLabelText("Jenis")).toHaveValue("");
    expect(screen.queryByRole("button", { name: "Hapus lokasi" })).toBeNull();
    await user.type(name, "Mushola Al-Amin");
    await user.type(screen.getByRole("textbox", { name: "Titik lokasi" }), `6°53'05.2"S 107°37'00.4"E`);
    expect(screen.getByText(/^Terbaca: lintang/)).toHaveTextContent("Terbaca: lintang -6.884778, bujur 107.616778.");
    await user.click(screen.getByRole("button", { name: "Simpan ke draf" }));

    expect(await screen.findByRole("heading", { level: 1, name: "Ubah lokasi: Mushola Al-Amin" })).toBeInTheDocument();
    expect(screen.getByText(/Tersimpan di draf register/)).toBeInTheDocument();
    expect(screen.getByText(/Luas belum diisi/)).toBeInTheDocument();
    const [sent] = server.calls("POST", "/register/situs");
    expect(server.calls("GET", "/register/situs")[0]?.query.get("per")).toBe("1");
    expect(sent?.body).toEqual({
      version: 3,
      site: expect.objectContaining({ name: "Mushola Al-Amin", type: "", stage: null, certified: false, areaM2: "", lat: -6.884778, lng: 107.616778 }),
    });
  });
});

describe("the register page's list of sites", () => {
  it("lists the sites with Ubah for each and Tambah lokasi, and searches by name or kelurahan", async () => {
    const { server } = renderConsole("/register", routes());
    const user = userEvent.setup();
    const list = await screen.findByRole("list", { name: "Lokasi di register" });
    const items = within(list).getAllByRole("listitem");
    expect(items.map((item) => item.querySelector("p")?.textContent)).toEqual(["Masjid Nurul Falah", "Makam Wakaf Cigadung"]);
    expect(items[1]).toHaveTextContent("Makam · Cigadung · Belum bersertifikat (tahap belum dicatat) · belum ada titik di peta");
    expect(within(list).getByRole("link", { name: "Ubah Masjid Nurul Falah" })).toHaveAttribute("href", `/register/situs/${ID}`);
    expect(screen.getByRole("link", { name: "Tambah lokasi" })).toHaveAttribute("href", "/register/situs/baru");

    await user.type(screen.getByRole("searchbox", { name: "Cari lokasi" }), "dago");
    await user.click(screen.getByRole("button", { name: "Cari" }));
    await waitFor(() => expect(server.calls("GET", "/register/situs").map((request) => request.query.get("q"))).toContain("dago"));
    expect(server.calls("GET", "/register/situs").at(-1)?.query.get("halaman")).toBe("1");
  });
});
