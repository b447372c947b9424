// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SiteHistory, SiteHistoryEntry } from "~/lib/office/publishing";
import { apiError, type FakeRoute } from "../../testing/fake-server";
import { account, renderConsole, signedIn } from "../../testing/render-console";
import type { SiteAnswer, SiteFields } from "../../types";

// The form's map is not what these tests look at: drawn by a stand-in that does nothing.
vi.mock("./map-view", () => ({ drawPicker: () => ({ show: () => undefined, remove: () => undefined }) }));

afterEach(cleanup);

const ID = "masjid-nurul-falah";
const choices = {
  types: ["Masjid", "Makam"],
  stages: [
    { id: "aiw-terbit", label: "AIW terbit", certified: false },
    { id: "sertifikat-terbit", label: "Sertifikat terbit", certified: true },
  ],
};
const site: SiteFields = {
  name: "Masjid Nurul Falah",
  type: "Masjid",
  kelurahan: "Dago",
  address: "Jl. Ir. H. Juanda No. 10",
  areaM2: 520,
  stage: "sertifikat-terbit",
  certified: true,
  aiwNumber: "",
  aiwDate: "",
  certificateNumber: "",
  nib: "",
  wakif: "",
  nazhir: "DKM Nurul Falah",
  use: "",
  note: "",
  lat: -6.8851,
  lng: 107.6132,
};
const answer: SiteAnswer = { id: ID, site, version: 3, choices };
const entry = (changes: Partial<SiteHistoryEntry>): SiteHistoryEntry => ({
  releaseId: "20250402-020000-abcdef",
  publishedAt: "2025-04-02T02:00:00.000Z",
  by: "admin.kua",
  change: "berubah",
  site,
  ...changes,
});
const history = (entries: SiteHistoryEntry[], id = ID): SiteHistory => ({ id, entries, choices });
const NOT_FOUND = "Lokasi itu tidak ada di register (mungkin sudah dihapus atau register sudah diganti oleh petugas lain). Buka lagi daftar lokasi.";

function open(id: string, routes: Record<string, FakeRoute>) {
  return renderConsole(`/register/situs/${id}`, { ...signedIn(account("staf")), ...routes });
}

describe("a site's publications (Riwayat terbitan)", () => {
  it("lists each publication under the form, newest first, with the date in WIB, who, and the site as published folded away", async () => {
    const older = entry({
      releaseId: "20250301-020000-123456",
      publishedAt: "2025-03-01T09:30:00.000Z",
      by: "budi",
      change: "baru",
      site: { ...site, areaM2: 500, stage: "aiw-terbit", certified: false, nazhir: "", lat: null, lng: null },
    });
    open(ID, { "GET /register/situs/:id": { body: answer }, "GET /register/situs/:id/riwayat": { body: history([entry({}), older]) } });
    expect(await screen.findByRole("form", { name: "Ubah lokasi" })).toBeInTheDocument();
    const section = await screen.findByRole("region", { name: "Riwayat terbitan" });
    const list = await within(section).findByRole("list", { name: "Terbitan yang mengubah lokasi ini" });
    const items = within(list).getAllByRole("listitem");
    expect(items).toHaveLength(2);

    expect(items[0]).toHaveTextContent("2 Apr 2025, 09.00 WIB");
    expect(items[0]).toHaveTextContent("Diubah");
    expect(items[0]).toHaveTextContent("Diterbitkan oleh admin.kua (terbitan 20250402-020000-abcdef)");
    expect(items[1]).toHaveTextContent("1 Mar 2025, 16.30 WIB");
    expect(items[1]).toHaveTextContent("Ditambahkan ke register");
    expect(items[1]).toHaveTextContent("Diterbitkan oleh budi");

    // The filled fields only, by the form's labels; the status by its stage's name.
    const details = within(items[0]!).getByText("Isi yang diterbitkan").closest("details")!;
    expect(details).not.toHaveAttribute("open");
    expect(within(details).getByText("Luas (m²)")).not.toBeVisible();
    await userEvent.setup().click(within(items[0]!).getByText("Isi yang diterbitkan"));
    const terms = [...details.querySelectorAll("dt")].map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(terms).toEqual([
      ["Nama lokasi", "Masjid Nurul Falah"],
      ["Jenis", "Masjid"],
      ["Kelurahan/desa", "Dago"],
      ["Alamat", "Jl. Ir. H. Juanda No. 10"],
      ["Titik lokasi", "-6.8851, 107.6132"],
      ["Luas (m²)", "520"],
      ["Status sertifikat", "Sertifikat terbit"],
      ["Nazhir", "DKM Nurul Falah"],
    ]);
    expect([...items[1]!.querySelectorAll("dt")].map((term) => [term.textContent, term.nextElementSibling?.textContent])).toEqual([
      ["Nama lokasi", "Masjid Nurul Falah"],
      ["Jenis", "Masjid"],
      ["Kelurahan/desa", "Dago"],
      ["Alamat", "Jl. Ir. H. Juanda No. 10"],
      ["Luas (m²)", "500"],
      ["Status sertifikat", "AIW terbit"],
    ]);
  });

  it("says a site in the register was never published", async () => {
    open(ID, { "GET /register/situs/:id": { body: answer }, "GET /register/situs/:id/riwayat": { body: history([]) } });
    const section = await screen.findByRole("region", { name: "Riwayat terbitan" });
    expect(await within(section).findByText("Belum pernah diterbitkan.")).toBeInTheDocument();
    expect(within(section).queryByRole("list")).toBeNull();
  });

  it("shows a removed site's publications with a note instead of 'not found', and no form", async () => {
    const removed = entry({ change: "dihapus", publishedAt: "2025-05-10T03:00:00.000Z" });
    open(ID, {
      "GET /register/situs/:id": apiError(404, "site_not_found", NOT_FOUND),
      "GET /register/situs/:id/riwayat": { body: history([removed, entry({ publishedAt: "2025-04-02T02:00:00.000Z" })]) },
    });
    expect(await screen.findByText("Lokasi ini sudah dihapus dari register.")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Riwayat lokasi: Masjid Nurul Falah" })).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Ubah lokasi" })).toBeNull();
    expect(screen.queryByText(NOT_FOUND)).toBeNull();
    const items = within(screen.getByRole("list", { name: "Terbitan yang mengubah lokasi ini" })).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("10 Mei 2025, 10.00 WIB");
    expect(items[0]).toHaveTextContent("Dihapus dari register");
    expect(within(items[0]!).getByText("Isi terakhir yang tayang")).toBeInTheDocument();
  });

  it("says 'not found' for an id no register and no publication knows", async () => {
    open("tidak-ada", {
      "GET /register/situs/:id": apiError(404, "site_not_found", NOT_FOUND),
      "GET /register/situs/:id/riwayat": apiError(404, "site_not_found", NOT_FOUND),
    });
    expect(await screen.findByRole("alert")).toHaveTextContent(NOT_FOUND);
    expect(screen.queryByText("Lokasi ini sudah dihapus dari register.")).toBeNull();
    expect(screen.queryByRole("region", { name: "Riwayat terbitan" })).toBeNull();
  });
});
