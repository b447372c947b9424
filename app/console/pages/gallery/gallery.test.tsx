// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { GalleryItemData } from "~/lib/office/news-gallery";
import { fakeContent } from "../../testing/fake-content";
import { apiError, type FakeRequest, type FakeRoute } from "../../testing/fake-server";
import { account, renderConsole, signedIn } from "../../testing/render-console";

// gallery.json's shape (app/lib/office/news-gallery.ts): the page's texts, its categories, the items.
const photoItem = (id: string, title: string, location: string, category: string, caption = ""): GalleryItemData => ({
  id,
  title,
  location,
  category,
  caption,
  image: { file: `gallery/${id}.svg`, alt: `Ilustrasi ${title.toLowerCase()}`, width: 640, height: 480 },
});
const ITEMS = [
  photoItem("penandatanganan-aiw", "Penandatanganan Akta Ikrar Wakaf", "Kantor KUA Kecamatan Coblong", "Berita Acara"),
  photoItem("sosialisasi-wakaf", "Sosialisasi Wakaf bagi Pengurus DKM", "Aula KUA Kecamatan Coblong", "Kegiatan", "Peserta dari 12 DKM."),
];
const GALLERY = {
  title: "Dokumentasi Wakaf",
  categories: ["Berita Acara", "Kegiatan", "Aset Wakaf"],
  allLabel: "Semua",
  items: ITEMS,
  share: { title: "Bagikan", text: "Lihat dokumentasi wakaf", emailLabel: "Email", phoneLabel: "WhatsApp" },
};
const UPLOADED = { image: { file: "media/abcdefabcdefabcdefab-960.webp", width: 960, height: 1280 }, previewUrl: "/api/kantor/gambar/pratinjau?file=media%2Fabcdefabcdefabcdefab-960.webp" };

type Gallery = typeof GALLERY;

beforeEach(() => window.sessionStorage.clear());
afterEach(cleanup);

function open(path: string, content: ReturnType<typeof fakeContent>, more: Record<string, FakeRoute> = {}) {
  const view = renderConsole(path, { ...signedIn(account("admin")), ...content.routes, ...more });
  return { ...view, user: userEvent.setup() };
}

const sent = (request: FakeRequest | undefined) => request?.body as { version: number; data: Gallery };
const list = () => screen.findByRole("list", { name: "Daftar foto" });
const titles = (element: HTMLElement) => within(element).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
const image = (name = "dokumentasi.heic", type = "image/heic") => new File(["ftypheic"], name, { type });

describe("the gallery list (/galeri)", () => {
  it("shows the published photos with their category and place, no featured badge, and Tambah foto", async () => {
    open("/galeri", fakeContent("gallery", GALLERY));
    const cards = await list();
    expect(screen.getByRole("heading", { level: 1, name: "Galeri" })).toBeInTheDocument();
    expect(titles(cards)).toEqual(ITEMS.map((item) => item.title));
    expect(within(cards).getAllByRole("listitem")[1]).toHaveTextContent("Kegiatan · Aula KUA Kecamatan Coblong");
    expect(cards).not.toHaveTextContent("Berita Utama");
    expect(screen.getByRole("link", { name: "Tambah foto" })).toHaveAttribute("href", "/galeri/baru");
  });

  it("moves a photo up with the version and keeps the focus on its Naik button", async () => {
    const { server, user } = open("/galeri", fakeContent("gallery", GALLERY, { draft: GALLERY, version: 7 }));
    await list();
    await user.click(screen.getByRole("button", { name: "Naikkan: Sosialisasi Wakaf bagi Pengurus DKM" }));
    await waitFor(() => expect(server.calls("PUT", "/konten/gallery")).toHaveLength(1));
    const body = sent(server.calls("PUT", "/konten/gallery")[0]);
    expect(body.version).toBe(7);
    expect(body.data.items.map((item) => item.id)).toEqual(["sosialisasi-wakaf", "penandatanganan-aiw"]);
    expect(body.data.share).toEqual(GALLERY.share);
    expect(body.data.categories).toEqual(GALLERY.categories);
    await screen.findByText(/sekarang nomor 1 dari 2/);
    expect(screen.getByRole("button", { name: "Naikkan: Sosialisasi Wakaf bagi Pengurus DKM" })).toHaveFocus();
    expect(screen.getByRole("button", { name: "Naikkan: Sosialisasi Wakaf bagi Pengurus DKM" })).toHaveAttribute("aria-disabled", "true");
  });
});

describe("a new photo (/galeri/baru)", () => {
  it("offers the gallery's categories, uploads a HEIC photo, and saves the item first with its caption optional", async () => {
    const { server, user } = open("/galeri/baru", fakeContent("gallery", GALLERY), { "POST /gambar": { status: 201, body: UPLOADED } });
    const category = await screen.findByLabelText("Kategori");
    expect(within(category).getAllByRole("option").map((option) => option.textContent)).toEqual(["Pilih kategori", ...GALLERY.categories]);
    await user.type(screen.getByLabelText("Judul"), "Serah Terima Sertifikat Wakaf Masjid Al-Hikmah");
    await user.type(screen.getByLabelText("Tempat"), "Kelurahan Sekeloa");
    await user.selectOptions(category, "Aset Wakaf");
    await user.upload(screen.getByLabelText("Foto"), image());
    await screen.findByText(/Foto terunggah \(960 × 1280 piksel\)/);
    expect(server.calls("POST", "/gambar")[0]?.headers.get("X-Nama-Berkas")).toBe("dokumentasi.heic");
    await user.type(screen.getByLabelText("Teks alternatif"), "Kepala KUA menyerahkan sertifikat kepada nazhir");
    await user.click(screen.getByRole("button", { name: "Simpan ke draf" }));

    expect(await screen.findByText(/Foto "Serah Terima Sertifikat Wakaf Masjid Al-Hikmah" ditambahkan/)).toBeInTheDocument();
    const body = sent(server.calls("PUT", "/konten/gallery")[0]);
    expect(body.data.items).toEqual([
      {
        id: "serah-terima-sertifikat-wakaf-masjid-al-hikmah",
        title: "Serah Terima Sertifikat Wakaf Masjid Al-Hikmah",
        location: "Kelurahan Sekeloa",
        category: "Aset Wakaf",
        caption: "",
        image: { file: UPLOADED.image.file, alt: "Kepala KUA menyerahkan sertifikat kepada nazhir", width: 960, height: 1280 },
      },
      ...ITEMS,
    ]);
  });

  it("asks for a category and a photo before sending, and says an alt text that is too short", async () => {
    const { server, user } = open("/galeri/baru", fakeContent("gallery", GALLERY));
    await user.type(await screen.findByLabelText("Teks alternatif"), "Foto");
    await user.click(screen.getByRole("button", { name: "Simpan ke draf" }));
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent("Kategori: Pilih salah satu.");
    expect(summary).toHaveTextContent("Foto: Pilih foto terlebih dahulu.");
    expect(summary).toHaveTextContent("Teks alternatif: Teks alternatif (alt) terlalu pendek: jelaskan isi gambar (paling sedikit 10 karakter).");
    expect(screen.getByLabelText("Kategori")).toHaveAttribute("aria-invalid", "true");
    expect(screen.getByLabelText("Keterangan")).not.toHaveAttribute("aria-invalid");
    expect(server.calls("PUT", "/konten/gallery")).toHaveLength(0);
  });
});

describe("a photo's form (/galeri/:id)", () => {
  it("empties the alt text for a new photo, offers the old one back, and keeps the item's id", async () => {
    const { server, user } = open("/galeri/penandatanganan-aiw", fakeContent("gallery", GALLERY), { "POST /gambar": { status: 201, body: UPLOADED } });
    const alt = await screen.findByLabelText("Teks alternatif");
    expect(alt).toHaveValue(ITEMS[0]!.image.alt);
    await user.clear(screen.getByLabelText("Judul"));
    await user.type(screen.getByLabelText("Judul"), "Penandatanganan AIW Masjid Al-Hikmah");
    await user.upload(screen.getByLabelText("Foto"), image("akta.jpg", "image/jpeg"));
    await screen.findByText(/Foto terunggah/);
    expect(alt).toHaveValue("");
    expect(screen.getByText(`Teks alternatif foto sebelumnya: "${ITEMS[0]!.image.alt}"`)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Pakai teks ini untuk foto baru" }));
    expect(alt).toHaveValue(ITEMS[0]!.image.alt);
    expect(alt).toHaveFocus();
    await user.click(screen.getByRole("button", { name: "Simpan ke draf" }));
    await waitFor(() => expect(server.calls("PUT", "/konten/gallery")).toHaveLength(1));
    const item = sent(server.calls("PUT", "/konten/gallery")[0]).data.items[0];
    expect(item).toEqual({ ...ITEMS[0], title: "Penandatanganan AIW Masjid Al-Hikmah", image: { ...UPLOADED.image, alt: ITEMS[0]!.image.alt } });
  });

  it("shows the server's category issue at the select", async () => {
    const { user } = open("/galeri/sosialisasi-wakaf", fakeContent("gallery", GALLERY), {
      "PUT /konten/gallery": apiError(400, "invalid_content", "Konten belum memenuhi aturan situs.", {
        issues: [{ path: "items.1.category", message: 'kategori "Kegiatan" tidak ada; pilih salah satu dari: Berita Acara, Aset Wakaf' }],
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Simpan ke draf" }));
    await screen.findByRole("alert");
    const category = screen.getByLabelText("Kategori");
    expect(category).toHaveAttribute("aria-invalid", "true");
    expect(category).toHaveAccessibleDescription(expect.stringContaining('Kategori "Kegiatan" tidak ada; pilih salah satu dari: Berita Acara, Aset Wakaf.'));
  });
});
