// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { ContentDocument } from "../../types";
import { apiError, type FakeRequest } from "../../testing/fake-server";
import { account, renderConsole, signedIn } from "../../testing/render-console";

// Test data of the files' shape (OfficeSchema, PagesMetaSchema): the fields the form shows, and a few it
// does not, which must come back unchanged.
const sampleOffice = {
  productName: "SIMPATI WAKAF",
  officeName: "KUA Kecamatan Contoh",
  address: "Jl. Contoh No. 1, Kota Contoh",
  phone: { display: "(022) 123 456", tel: "+6222123456" },
  email: "kua@contoh.id",
  openingHours: "Senin - Jumat, 08:00 - 16:00",
  socialLinks: [
    { id: "facebook", label: "Facebook", url: "https://www.facebook.com/kuacontoh" },
    { id: "instagram", label: "Instagram", url: "https://www.instagram.com/kuacontoh" },
    { id: "youtube", label: "YouTube", url: "https://www.youtube.com/@kuacontoh" },
  ],
  map: { center: [-6.8886, 107.6155] as [number, number], zoom: 14, tileUrl: "https://tile.example/{z}/{x}/{y}.png", tileAttribution: "© peta" },
};
const samplePages = {
  beranda: { title: "Beranda", description: "Halaman depan.", banner: "Selamat datang di portal wakaf." },
  "kritik-saran": { title: "Kritik & Saran", description: "Kirim masukan.", banner: "Masukan Anda membantu kami." },
  "not-found": { title: "Halaman tidak ditemukan", description: "Tidak ada.", lead: "Maaf." },
};

beforeEach(() => window.sessionStorage.clear());
afterEach(cleanup);

function doc(name: string, published: object, changes: Partial<ContentDocument> = {}): ContentDocument {
  return { name, published: structuredClone(published) as Record<string, unknown>, draft: null, version: 0, updatedBy: null, updatedAt: null, ...changes };
}

function profileRoutes(officeDoc = doc("office", sampleOffice)) {
  return {
    ...signedIn(account("staf")),
    "GET /konten/office": () => ({ body: officeDoc }),
    "GET /konten/pages": { body: doc("pages", samplePages) },
  };
}

const form = () => screen.getByRole("form", { name: "Profil kantor" });

describe("ProfilePage", () => {
  it("shows the office details and each page's banner from the published files", async () => {
    renderConsole("/profil", profileRoutes());
    expect(await screen.findByLabelText("Nama kantor")).toHaveValue(sampleOffice.officeName);
    expect(screen.getByLabelText("Telepon (untuk tautan panggil)")).toHaveValue(sampleOffice.phone.tel);
    expect(screen.getByLabelText("Alamat Instagram")).toHaveValue(sampleOffice.socialLinks[1]?.url);
    expect(screen.getByLabelText("Titik tengah peta: lintang")).toHaveValue(String(sampleOffice.map.center[0]));
    expect(screen.getByLabelText("Perbesaran peta")).toHaveValue(String(sampleOffice.map.zoom));
    expect(await screen.findByLabelText(`Teks berjalan halaman ${samplePages.beranda.title}`)).toHaveValue(samplePages.beranda.banner);
    // A page without a banner (the not-found page) has no banner field.
    expect(screen.queryByLabelText(`Teks berjalan halaman ${samplePages["not-found"].title}`)).toBeNull();
  });

  it("sends the typed values with the version, and shows a field's error next to it with focus on it", async () => {
    const issue = "nomor telepon hanya boleh berisi angka, boleh diawali +";
    const routes = {
      ...profileRoutes(doc("office", sampleOffice, { version: 5, draft: structuredClone(sampleOffice) as Record<string, unknown>, updatedBy: "admin.kua" })),
      "PUT /konten/office": (request: FakeRequest) => {
        const { data } = request.body as { data: typeof sampleOffice };
        return /^\+?[0-9]{6,15}$/.test(data.phone.tel)
          ? { body: doc("office", sampleOffice, { draft: data, version: 6 }) }
          : apiError(400, "invalid_content", "Isian belum benar.", { issues: [{ path: "phone.tel", message: issue }] });
      },
    };
    const { server } = renderConsole("/profil", routes);
    const user = userEvent.setup();
    const tel = await screen.findByLabelText("Telepon (untuk tautan panggil)");
    await user.clear(tel);
    await user.type(tel, "022-2500");
    await user.clear(screen.getByLabelText("Titik tengah peta: lintang"));
    await user.type(screen.getByLabelText("Titik tengah peta: lintang"), "-6,9");
    await user.click(within(form()).getByRole("button", { name: "Simpan draf" }));

    const message = await screen.findByText(issue);
    expect(tel).toHaveAttribute("aria-invalid", "true");
    expect(tel.getAttribute("aria-describedby")?.split(" ")).toContain(message.id);
    expect(tel).toHaveFocus();
    expect(within(form()).getByRole("alert")).toHaveTextContent("Isian belum benar.");
    const sent = server.calls("PUT", "/konten/office")[0]?.body as { version: number; data: typeof sampleOffice };
    expect(sent.version).toBe(5);
    expect(sent.data.phone.tel).toBe("022-2500");
    expect(sent.data.map.center).toEqual([-6.9, sampleOffice.map.center[1]]);
    // Fields the form does not show go back unchanged.
    expect(sent.data.map.tileUrl).toBe(sampleOffice.map.tileUrl);
    expect(sent.data.productName).toBe(sampleOffice.productName);

    await user.clear(tel);
    await user.type(tel, "+62222500999");
    expect(tel).not.toHaveAttribute("aria-invalid");
    await user.click(within(form()).getByRole("button", { name: "Simpan draf" }));
    expect(await within(form()).findByText(/Draf tersimpan/)).toBeInTheDocument();
    expect(window.sessionStorage.length).toBe(0);
  });

  it("keeps what was typed on 409, says so, and saves over the newer draft with its version next time", async () => {
    let serverVersion = 2;
    const newer = doc("office", sampleOffice, { version: 3, draft: structuredClone(sampleOffice) as Record<string, unknown>, updatedBy: "rekan.kerja", updatedAt: "2025-05-05T05:05:00.000Z" });
    const routes = {
      ...profileRoutes(doc("office", sampleOffice, { version: 2, draft: structuredClone(sampleOffice) as Record<string, unknown> })),
      "PUT /konten/office": (request: FakeRequest) => {
        const { version, data } = request.body as { version: number; data: Record<string, unknown> };
        if (version !== serverVersion) return apiError(409, "stale_edit", "Draf ini sudah diubah orang lain.", { updatedBy: "rekan.kerja" });
        return { body: doc("office", sampleOffice, { draft: data, version: version + 1 }) };
      },
    };
    const { server } = renderConsole("/profil", routes);
    const user = userEvent.setup();
    const hours = await screen.findByLabelText("Jam layanan");
    // Someone else saves after this page loaded.
    serverVersion = 3;
    routes["GET /konten/office"] = () => ({ body: newer });

    await user.clear(hours);
    await user.type(hours, "Senin - Kamis, 08:00 - 15:00");
    await user.click(within(form()).getByRole("button", { name: "Simpan draf" }));

    const alert = await within(form()).findByRole("alert");
    expect(alert).toHaveTextContent("Draf ini sudah diubah orang lain.");
    expect(alert).toHaveTextContent("rekan.kerja");
    expect(alert).toHaveTextContent("Isian Anda tetap ada");
    expect(hours).toHaveValue("Senin - Kamis, 08:00 - 15:00");

    await user.click(within(form()).getByRole("button", { name: "Simpan draf" }));
    await waitFor(() => expect(server.calls("PUT", "/konten/office")).toHaveLength(2));
    expect(server.calls("PUT", "/konten/office").map((request) => (request.body as { version: number }).version)).toEqual([2, 3]);
    expect(await within(form()).findByText(/Draf tersimpan/)).toBeInTheDocument();
  });

  it("keeps unsaved typing in sessionStorage so a reload finds it again", async () => {
    const first = renderConsole("/profil", profileRoutes());
    const user = userEvent.setup();
    const email = await screen.findByLabelText("Email");
    await user.clear(email);
    await user.type(email, "kua.baru@contoh.id");
    first.unmount();

    renderConsole("/profil", profileRoutes());
    expect(await screen.findByLabelText("Email")).toHaveValue("kua.baru@contoh.id");
    expect(screen.getByText(/dipulihkan/)).toBeInTheDocument();
  });

  it("throws a draft away after confirmation", async () => {
    let current = doc("office", sampleOffice, { version: 4, draft: { ...structuredClone(sampleOffice), officeName: "Nama draf" } });
    const routes = {
      ...profileRoutes(),
      "GET /konten/office": () => ({ body: current }),
      "DELETE /konten/office/draf": () => {
        current = doc("office", sampleOffice);
        return { body: current };
      },
    };
    const { server } = renderConsole("/profil", routes);
    const user = userEvent.setup();
    expect(await screen.findByLabelText("Nama kantor")).toHaveValue("Nama draf");
    await user.click(within(form()).getByRole("button", { name: "Buang draf" }));
    await user.click(await screen.findByRole("button", { name: "Ya, buang draf" }));
    await waitFor(() => expect(server.calls("DELETE", "/konten/office/draf")).toHaveLength(1));
    expect(server.calls("DELETE", "/konten/office/draf")[0]?.query.get("version")).toBe("4");
    expect(await screen.findByLabelText("Nama kantor")).toHaveValue(sampleOffice.officeName);
  });
});
