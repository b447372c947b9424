// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { NewsItemData } from "~/lib/office/news-gallery";
import { fakeContent, STALE_MESSAGE } from "../../testing/fake-content";
import { apiError, type FakeRequest, type FakeRoute } from "../../testing/fake-server";
import { account, renderConsole, signedIn } from "../../testing/render-console";

// news.json's shape (app/lib/office/news-gallery.ts): three stories and the page's own texts, which
// every save must send back unchanged.
const story = (id: string, title: string, date: string, category: string, changes: Partial<NewsItemData> = {}): NewsItemData => ({
  id,
  title,
  date,
  category,
  excerpt: `Ringkasan ${title}.`,
  body: `Isi ${title}.\n\nParagraf kedua.`,
  link: "",
  image: { file: `news/${id}.svg`, alt: `Ilustrasi untuk ${title}`, width: 640, height: 360 },
  ...changes,
});
const ITEMS = [
  story("sosialisasi-sertifikasi", "Sosialisasi Sertifikasi Tanah Wakaf", "28 Oktober 2025", "Kegiatan KUA"),
  story("ikrar-wakaf-dago", "Ikrar Wakaf Tanah di Dago", "21 Oktober 2025", "Ikrar Wakaf", { body: "", link: "https://www.bwi.go.id/" }),
  story("wakaf-uang", "Mengenal Wakaf Uang", "14 Oktober 2025", "Edukasi"),
];
const NEWS = {
  allNewsLink: { label: "Lihat Semua Berita di BWI", url: "https://www.bwi.go.id/" },
  readMoreLabel: "Baca Selengkapnya",
  featuredLabel: "Berita Utama",
  othersTitle: "Berita Lainnya",
  backLabel: "Kembali ke Berita Wakaf",
  sourceLabel: "Baca di sumber",
  items: ITEMS,
};
const { items: _items, ...PAGE_FIELDS } = NEWS;
const PUBLISH_HINT = "Tersimpan sebagai draf. Terbitkan di halaman Terbitkan agar tampil di situs.";
const UPLOADED = { image: { file: "media/0123456789abcdef0123-1440.webp", width: 1440, height: 1080 }, previewUrl: "/api/kantor/gambar/pratinjau?file=media%2F0123456789abcdef0123-1440.webp" };

type News = typeof NEWS;
type Content = ReturnType<typeof fakeContent>;

beforeEach(() => window.sessionStorage.clear());
afterEach(cleanup);

function open(path: string, content: Content, more: Record<string, FakeRoute> = {}) {
  const view = renderConsole(path, { ...signedIn(account("staf")), ...content.routes, ...more });
  return { ...view, user: userEvent.setup() };
}

const sent = (request: FakeRequest | undefined) => request?.body as { version: number; data: News };
const list = () => screen.findByRole("list", { name: "Daftar berita" });
const titles = (element: HTMLElement) => within(element).getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);
/** The success notice that says `text`, as a whole. */
const notice = async (text: RegExp) => (await screen.findByText(text)).closest("[role=status]") as HTMLElement;
const photo = (name = "ikrar.jpg", type = "image/jpeg") => new File(["\xff\xd8\xff foto"], name, { type });

describe("the news list (/berita)", () => {
  it("shows the draft's stories in order, the first as Berita Utama, with who saved the draft; the menu and home lead here", async () => {
    const draft = { ...NEWS, items: [ITEMS[2]!, ITEMS[0]!] };
    open("/berita", fakeContent("news", NEWS, { draft, version: 4, updatedBy: "rekan.kerja" }));
    const cards = await list();
    expect(titles(cards)).toEqual(["Mengenal Wakaf Uang", "Sosialisasi Sertifikasi Tanah Wakaf"]);
    const [first, second] = within(cards).getAllByRole("listitem");
    expect(first).toHaveTextContent("Berita Utama");
    expect(first).toHaveTextContent("14 Oktober 2025 · Edukasi");
    expect(second).not.toHaveTextContent("Berita Utama");
    expect(first!.querySelector("img")).toHaveAttribute("src", "/api/kantor/gambar/pratinjau?file=news%2Fwakaf-uang.svg");
    expect(within(first!).getByRole("link", { name: "Ubah: Mengenal Wakaf Uang" })).toHaveAttribute("href", "/berita/wakaf-uang");
    expect(screen.getByText(/Ada draf yang belum diterbitkan/).parentElement).toHaveTextContent("rekan.kerja");
    expect(screen.getByRole("button", { name: "Buang draf" })).toBeInTheDocument();
    const menu = screen.getByRole("navigation", { name: "Menu konsol" });
    expect(within(menu).getByRole("link", { name: "Berita" })).toHaveAttribute("href", "/berita");
    expect(within(menu).getByRole("link", { name: "Galeri" })).toHaveAttribute("href", "/galeri");
  });

  it("shows the published stories when there is no draft", async () => {
    open("/berita", fakeContent("news", NEWS));
    expect(titles(await list())).toEqual(ITEMS.map((item) => item.title));
    expect(screen.getByText(/Tidak ada draf/)).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Buang draf" })).toBeNull();
    expect(screen.getByRole("link", { name: "Tambah berita" })).toHaveAttribute("href", "/berita/baru");
  });

  it("moves a story down and up: sends the reordered items with the version, keeps focus on the moved story's button", async () => {
    const content = fakeContent("news", NEWS, { draft: NEWS, version: 2 });
    const { server, user } = open("/berita", content);
    await list();
    await user.click(screen.getByRole("button", { name: "Turunkan: Sosialisasi Sertifikasi Tanah Wakaf" }));
    await waitFor(() => expect(server.calls("PUT", "/konten/news")).toHaveLength(1));
    const first = sent(server.calls("PUT", "/konten/news")[0]);
    expect(first.version).toBe(2);
    expect(first.data.items.map((item) => item.id)).toEqual(["ikrar-wakaf-dago", "sosialisasi-sertifikasi", "wakaf-uang"]);
    expect(first.data).toMatchObject(PAGE_FIELDS);
    expect(await notice(/sekarang nomor 2 dari 3/)).toHaveTextContent(PUBLISH_HINT);
    expect(titles(await list())).toEqual(["Ikrar Wakaf Tanah di Dago", "Sosialisasi Sertifikasi Tanah Wakaf", "Mengenal Wakaf Uang"]);
    expect(screen.getByRole("button", { name: "Turunkan: Sosialisasi Sertifikasi Tanah Wakaf" })).toHaveFocus();
    // The new first story is the featured one.
    expect(within(await list()).getAllByRole("listitem")[0]).toHaveTextContent("Berita Utama");

    await user.click(screen.getByRole("button", { name: "Naikkan: Ikrar Wakaf Tanah di Dago" }));
    // The top story cannot go higher: nothing is sent, and the focus stays on its button.
    await waitFor(() => expect(screen.getByRole("button", { name: "Naikkan: Ikrar Wakaf Tanah di Dago" })).toHaveAttribute("aria-disabled", "true"));
    expect(server.calls("PUT", "/konten/news")).toHaveLength(1);
    await user.click(screen.getByRole("button", { name: "Naikkan: Mengenal Wakaf Uang" }));
    await waitFor(() => expect(server.calls("PUT", "/konten/news")).toHaveLength(2));
    const second = sent(server.calls("PUT", "/konten/news")[1]);
    expect(second.version).toBe(3);
    expect(second.data.items.map((item) => item.id)).toEqual(["ikrar-wakaf-dago", "wakaf-uang", "sosialisasi-sertifikasi"]);
    await waitFor(() => expect(screen.getByRole("button", { name: "Naikkan: Mengenal Wakaf Uang" })).toHaveFocus());
  });

  it("removes a story only after confirmation, and says it stays on the site until published", async () => {
    const { server, user } = open("/berita", fakeContent("news", NEWS));
    await list();
    await user.click(screen.getByRole("button", { name: "Hapus: Mengenal Wakaf Uang" }));
    const dialog = await screen.findByRole("dialog", { name: 'Hapus berita "Mengenal Wakaf Uang" dari draf?' });
    expect(dialog).toHaveTextContent("tetap tampil di situs sampai draf diterbitkan");
    await user.click(within(dialog).getByRole("button", { name: "Batal" }));
    expect(server.calls("PUT", "/konten/news")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Hapus: Mengenal Wakaf Uang" }));
    await user.click(await screen.findByRole("button", { name: "Ya, hapus berita" }));
    await waitFor(() => expect(server.calls("PUT", "/konten/news")).toHaveLength(1));
    const body = sent(server.calls("PUT", "/konten/news")[0]);
    expect(body.version).toBe(0);
    expect(body.data.items.map((item) => item.id)).toEqual(["sosialisasi-sertifikasi", "ikrar-wakaf-dago"]);
    expect(await notice(/"Mengenal Wakaf Uang" dihapus dari draf/)).toHaveTextContent(PUBLISH_HINT);
    expect(titles(await list())).toEqual(["Sosialisasi Sertifikasi Tanah Wakaf", "Ikrar Wakaf Tanah di Dago"]);
  });

  it("refuses to remove the last story, saying why, without asking the server", async () => {
    const { server, user } = open("/berita", fakeContent("news", { ...NEWS, items: [ITEMS[0]] }));
    await list();
    await user.click(screen.getByRole("button", { name: "Hapus: Sosialisasi Sertifikasi Tanah Wakaf" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("paling sedikit 1 berita harus ada");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(server.calls("PUT", "/konten/news")).toHaveLength(0);
  });

  it("shows a refused reorder's issues at the story's card and in a focused summary", async () => {
    const { user } = open("/berita", fakeContent("news", NEWS), {
      "PUT /konten/news": apiError(400, "invalid_content", "Konten belum memenuhi aturan situs.", {
        issues: [{ path: "items.2.image.alt", message: "teks alternatif (alt) terlalu pendek: jelaskan isi gambar" }],
      }),
    });
    await list();
    await user.click(screen.getByRole("button", { name: "Turunkan: Ikrar Wakaf Tanah di Dago" }));
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent("Konten belum memenuhi aturan situs.");
    expect(summary).toHaveTextContent('Berita "Ikrar Wakaf Tanah di Dago": Teks alternatif: Teks alternatif (alt) terlalu pendek: jelaskan isi gambar.');
    await waitFor(() => expect(summary.parentElement).toHaveFocus());
    // The order goes back to what the server holds; the card says what to fix.
    expect(titles(await list())).toEqual(ITEMS.map((item) => item.title));
    const card = screen.getByRole("link", { name: "Ubah: Ikrar Wakaf Tanah di Dago" });
    expect(card).toHaveAccessibleDescription("Teks alternatif: Teks alternatif (alt) terlalu pendek: jelaskan isi gambar.");
  });

  it("reloads the list when a colleague saved meanwhile, and says so with the server's message", async () => {
    const content = fakeContent("news", NEWS);
    const { server, user } = open("/berita", content);
    await list();
    content.colleagueSaves((data) => ({ ...data, items: [...(data.items as NewsItemData[]), story("baru-dari-rekan", "Berita dari Rekan", "1 November 2025", "Kegiatan KUA")] }));
    await user.click(screen.getByRole("button", { name: "Turunkan: Sosialisasi Sertifikasi Tanah Wakaf" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(STALE_MESSAGE);
    expect(alert).toHaveTextContent("rekan.kerja");
    expect(titles(await list())).toContain("Berita dari Rekan");
    expect(server.calls("PUT", "/konten/news")).toHaveLength(1);
  });

  it("throws the draft away after confirmation, back to the published stories", async () => {
    const content = fakeContent("news", NEWS, { draft: { ...NEWS, items: [ITEMS[1]] }, version: 6 });
    const { server, user } = open("/berita", content);
    expect(titles(await list())).toEqual(["Ikrar Wakaf Tanah di Dago"]);
    await user.click(screen.getByRole("button", { name: "Buang draf" }));
    await user.click(await screen.findByRole("button", { name: "Ya, buang draf" }));
    await waitFor(() => expect(server.calls("DELETE", "/konten/news/draf")).toHaveLength(1));
    expect(server.calls("DELETE", "/konten/news/draf")[0]?.query.get("version")).toBe("6");
    await waitFor(async () => expect(titles(await list())).toEqual(ITEMS.map((item) => item.title)));
    expect(screen.getByText(/Draf dibuang/)).toBeInTheDocument();
  });

  it("has no axe violations", async () => {
    open("/berita", fakeContent("news", NEWS, { draft: NEWS }));
    await list();
    const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});

/** Fills the new-story form (all but the photo). */
async function fillStory(user: ReturnType<typeof userEvent.setup>, title: string) {
  await user.type(await screen.findByLabelText("Judul"), title);
  const date = screen.getByLabelText("Tanggal");
  fireEvent.change(date, { target: { value: "2025-11-05" } });
  await user.type(screen.getByLabelText("Kategori"), "Ikrar Wakaf");
  await user.type(screen.getByLabelText("Ringkasan"), "Warga Sukaluyu mewakafkan tanah untuk masjid.");
  await user.type(screen.getByLabelText("Isi berita"), "Paragraf pertama.{enter}{enter}Paragraf kedua.");
}

describe("a new story (/berita/baru)", () => {
  it("uploads the photo, needs its alt text, and saves the story first in the list with an id from its title", async () => {
    const content = fakeContent("news", NEWS, { draft: NEWS, version: 3 });
    const { server, user } = open("/berita/baru", content, { "POST /gambar": { status: 201, body: UPLOADED } });
    expect(await screen.findByRole("heading", { level: 1, name: "Tambah berita" })).toBeInTheDocument();
    await fillStory(user, "Ikrar Wakaf Tanah Masjid Al-Ikhlas, Sukaluyu");
    expect(screen.getByLabelText("Ringkasan")).toHaveAccessibleDescription(expect.stringContaining("45 dari 400 karakter"));
    expect(screen.getByLabelText("Isi berita")).toHaveAccessibleDescription(expect.stringContaining("HTML tidak dijalankan"));

    const input = screen.getByLabelText("Foto");
    expect(input).toHaveAttribute("accept", "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif");
    const file = photo();
    await user.upload(input, file);
    expect(await screen.findByText(/Foto terunggah \(1440 × 1080 piksel\)/)).toBeInTheDocument();
    const [upload] = server.calls("POST", "/gambar");
    expect(upload?.raw).toBe(file);
    expect(upload?.headers.get("X-Nama-Berkas")).toBe("ikrar.jpg");
    expect(upload?.headers.get("X-CSRF-Token")).toBe("token-csrf-uji");
    expect(screen.getByRole("figure").querySelector("img")).toHaveAttribute("src", "/api/kantor/gambar/pratinjau?file=media%2F0123456789abcdef0123-1440.webp");
    const alt = screen.getByLabelText("Teks alternatif");
    expect(alt).toHaveFocus();
    expect(alt).toHaveAccessibleDescription(expect.stringContaining("pembaca layar"));

    // Without the alt text nothing is sent: the summary takes the focus and the field says why.
    await user.click(screen.getByRole("button", { name: "Simpan ke draf" }));
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent("Teks alternatif: Teks alternatif wajib diisi: jelaskan isi foto.");
    expect(summary.parentElement).toHaveFocus();
    expect(alt).toHaveAttribute("aria-invalid", "true");
    expect(alt).toHaveAccessibleDescription(expect.stringContaining("Teks alternatif wajib diisi"));
    expect(server.calls("PUT", "/konten/news")).toHaveLength(0);
    // The summary's line leads to the field.
    await user.click(within(summary).getByRole("link", { name: /Teks alternatif/ }));
    expect(alt).toHaveFocus();
    await user.type(alt, "Warga menandatangani akta ikrar wakaf di KUA");
    expect(alt).not.toHaveAttribute("aria-invalid");

    await user.click(screen.getByRole("button", { name: "Simpan ke draf" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Berita" })).toBeInTheDocument();
    const saved = await notice(/"Ikrar Wakaf Tanah Masjid Al-Ikhlas, Sukaluyu" ditambahkan/);
    expect(saved).toHaveTextContent(PUBLISH_HINT);
    expect(within(saved).getByRole("link", { name: "Terbitkan" })).toHaveAttribute("href", "/terbitkan");
    const body = sent(server.calls("PUT", "/konten/news")[0]);
    expect(body.version).toBe(3);
    expect(body.data).toMatchObject(PAGE_FIELDS);
    expect(body.data.items.slice(1)).toEqual(ITEMS);
    expect(body.data.items[0]).toEqual({
      id: "ikrar-wakaf-tanah-masjid-al-ikhlas-sukaluyu",
      title: "Ikrar Wakaf Tanah Masjid Al-Ikhlas, Sukaluyu",
      date: "5 November 2025",
      category: "Ikrar Wakaf",
      excerpt: "Warga Sukaluyu mewakafkan tanah untuk masjid.",
      body: "Paragraf pertama.\n\nParagraf kedua.",
      link: "",
      image: { file: UPLOADED.image.file, alt: "Warga menandatangani akta ikrar wakaf di KUA", width: 1440, height: 1080 },
    });
    expect(window.sessionStorage.length).toBe(0);
  });

  it("makes the id unique with -2 when a story already has it", async () => {
    const taken = { ...NEWS, items: [...ITEMS, story("ikrar-wakaf", "Ikrar Wakaf", "1 Oktober 2025", "Ikrar Wakaf")] };
    const { server, user } = open("/berita/baru", fakeContent("news", taken), { "POST /gambar": { status: 201, body: UPLOADED } });
    await fillStory(user, "Ikrar Wakaf!");
    await user.upload(screen.getByLabelText("Foto"), photo());
    await user.type(await screen.findByLabelText("Teks alternatif"), "Akta ikrar wakaf di atas meja KUA");
    await user.click(screen.getByRole("button", { name: "Simpan ke draf" }));
    await waitFor(() => expect(server.calls("PUT", "/konten/news")).toHaveLength(1));
    expect(sent(server.calls("PUT", "/konten/news")[0]).data.items[0]?.id).toBe("ikrar-wakaf-2");
  });

  it("checks the simple rules before sending: required fields, a body or a link, an http(s) link", async () => {
    const { server, user } = open("/berita/baru", fakeContent("news", NEWS));
    await user.type(await screen.findByLabelText("Tautan sumber"), "www.bwi.go.id");
    await user.click(screen.getByRole("button", { name: "Simpan ke draf" }));
    const summary = await screen.findByRole("alert");
    for (const line of ["Judul: Tidak boleh kosong.", "Kategori: Tidak boleh kosong.", "Ringkasan: Tidak boleh kosong.", "Tautan sumber: Harus berupa alamat http(s) yang lengkap.", "Foto: Pilih foto terlebih dahulu."])
      expect(summary).toHaveTextContent(line);
    expect(screen.getByLabelText("Judul")).toHaveAttribute("aria-invalid", "true");
    await user.clear(screen.getByLabelText("Tautan sumber"));
    await user.click(screen.getByRole("button", { name: "Simpan ke draf" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Isi berita: Isi berita atau tautan sumber harus diisi (atau keduanya).");
    expect(server.calls("PUT", "/konten/news")).toHaveLength(0);
  });

  it("shows the server's refusal of a photo at the photo field, keeping the form", async () => {
    const refusals = [
      apiError(415, "image_not_supported", "Berkas ini bukan foto yang dapat dibaca (JPEG, PNG, WebP, atau HEIC)."),
      apiError(422, "image_damaged", "Foto rusak atau terpotong. Ambil ulang fotonya, lalu unggah lagi."),
      apiError(422, "image_too_many_pixels", "Foto terlalu besar resolusinya (lebih dari 50 megapiksel)."),
      apiError(413, "image_too_large", "Foto lebih dari 15 MB. Kirim ulang dengan ukuran lebih kecil."),
    ];
    let next = 0;
    const { server, user } = open("/berita/baru", fakeContent("news", NEWS), { "POST /gambar": () => refusals[next++]! });
    const input = await screen.findByLabelText("Foto");
    for (const refusal of refusals) {
      await user.upload(input, photo());
      const message = (refusal.body as { error: { message: string } }).error.message;
      await waitFor(() => expect(input).toHaveAccessibleDescription(expect.stringContaining(message)));
      expect(input).toHaveAttribute("aria-invalid", "true");
      // Read out too: a field's message alone is not announced.
      expect(screen.getByText(`Foto tidak diunggah: ${message}`)).toBeInTheDocument();
    }
    expect(server.calls("POST", "/gambar")).toHaveLength(4);
    expect(screen.getByText("Belum ada foto.")).toBeInTheDocument();
  });

  it("refuses a file over 15 MB before sending it", async () => {
    const { server, user } = open("/berita/baru", fakeContent("news", NEWS));
    const big = photo("besar.jpg");
    Object.defineProperty(big, "size", { value: 16 * 1024 * 1024 });
    const input = await screen.findByLabelText("Foto");
    await user.upload(input, big);
    expect(input).toHaveAccessibleDescription(expect.stringContaining("Foto terlalu besar: paling besar 15 MB."));
    expect(server.calls("POST", "/gambar")).toHaveLength(0);
  });

  it("keeps unsaved typing and the uploaded photo in sessionStorage, so a reload finds them", async () => {
    const first = open("/berita/baru", fakeContent("news", NEWS), { "POST /gambar": { status: 201, body: UPLOADED } });
    await first.user.type(await screen.findByLabelText("Judul"), "Berita yang belum selesai");
    await first.user.upload(screen.getByLabelText("Foto"), photo());
    await screen.findByText(/Foto terunggah/);
    first.unmount();

    open("/berita/baru", fakeContent("news", NEWS));
    expect(await screen.findByLabelText("Judul")).toHaveValue("Berita yang belum selesai");
    expect(screen.getByRole("figure").querySelector("img")).toHaveAttribute("src", expect.stringContaining("media%2F0123456789abcdef0123-1440.webp"));
    expect(screen.getByText(/dipulihkan/)).toBeInTheDocument();
  });
});

describe("a story's form (/berita/:id)", () => {
  it("shows the story's fields, keeps its id when the title changes, and sends the other stories unchanged", async () => {
    const { server, user } = open("/berita/ikrar-wakaf-dago", fakeContent("news", NEWS));
    expect(await screen.findByRole("heading", { level: 1, name: "Ubah berita: Ikrar Wakaf Tanah di Dago" })).toBeInTheDocument();
    expect(screen.getByLabelText("Tanggal")).toHaveValue("2025-10-21");
    expect(screen.getByLabelText("Tautan sumber")).toHaveValue("https://www.bwi.go.id/");
    expect(screen.getByLabelText("Teks alternatif")).toHaveValue("Ilustrasi untuk Ikrar Wakaf Tanah di Dago");
    await user.clear(screen.getByLabelText("Judul"));
    await user.type(screen.getByLabelText("Judul"), "Ikrar Wakaf Tanah untuk Majelis Taklim");
    await user.click(screen.getByRole("button", { name: "Simpan ke draf" }));
    expect(await screen.findByText(/"Ikrar Wakaf Tanah untuk Majelis Taklim" diubah/)).toBeInTheDocument();
    const items = sent(server.calls("PUT", "/konten/news")[0]).data.items;
    expect(items.map((item) => item.id)).toEqual(ITEMS.map((item) => item.id));
    expect(items[1]).toEqual({ ...ITEMS[1], title: "Ikrar Wakaf Tanah untuk Majelis Taklim" });
    expect([items[0], items[2]]).toEqual([ITEMS[0], ITEMS[2]]);
  });

  it("puts the server's issues at the right fields, and another story's in the summary", async () => {
    const { user } = open("/berita/wakaf-uang", fakeContent("news", NEWS), {
      "PUT /konten/news": apiError(400, "invalid_content", "Konten belum memenuhi aturan situs.", {
        issues: [
          { path: "items.2.image.alt", message: "teks alternatif (alt) terlalu pendek: jelaskan isi gambar" },
          { path: "items.2.link", message: "harus berupa alamat http(s) yang lengkap" },
          { path: "items.2.image.width", message: "harus berupa bilangan bulat" },
          { path: "items.0.category", message: "tidak boleh kosong" },
        ],
      }),
    });
    await user.click(await screen.findByRole("button", { name: "Simpan ke draf" }));
    const summary = await screen.findByRole("alert");
    expect(summary).toHaveTextContent("Konten belum memenuhi aturan situs.");
    expect(summary).toHaveTextContent('Berita "Sosialisasi Sertifikasi Tanah Wakaf" (Kategori): Tidak boleh kosong.');
    expect(summary.parentElement).toHaveFocus();
    const alt = screen.getByLabelText("Teks alternatif");
    expect(alt).toHaveAttribute("aria-invalid", "true");
    const altMessage = screen.getByText("Teks alternatif (alt) terlalu pendek: jelaskan isi gambar.", { selector: "p" });
    expect(alt.getAttribute("aria-describedby")?.split(" ")).toContain(altMessage.id);
    expect(screen.getByLabelText("Tautan sumber")).toHaveAccessibleDescription(expect.stringContaining("Harus berupa alamat http(s) yang lengkap."));
    expect(screen.getByLabelText("Foto")).toHaveAccessibleDescription(expect.stringContaining("Harus berupa bilangan bulat."));
    expect(screen.getByLabelText("Judul")).not.toHaveAttribute("aria-invalid");
  });

  it("on 409 says a colleague changed the news, keeps the typed text, and saves next time with the colleague's change kept", async () => {
    const content = fakeContent("news", NEWS, { draft: NEWS, version: 2 });
    const { server, user } = open("/berita/wakaf-uang", content);
    const excerpt = await screen.findByLabelText("Ringkasan");
    content.colleagueSaves((data) => ({ ...data, items: (data.items as NewsItemData[]).map((item, index) => (index === 0 ? { ...item, category: "Kegiatan Rekan" } : item)) }));
    await user.clear(excerpt);
    await user.type(excerpt, "Ringkasan baru yang saya ketik.");
    await user.click(screen.getByRole("button", { name: "Simpan ke draf" }));

    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(STALE_MESSAGE);
    expect(alert).toHaveTextContent("rekan.kerja");
    expect(alert).toHaveTextContent("Isian Anda tetap ada");
    expect(excerpt).toHaveValue("Ringkasan baru yang saya ketik.");
    expect(JSON.stringify(window.sessionStorage)).toContain("Ringkasan baru yang saya ketik.");

    await user.click(screen.getByRole("button", { name: "Simpan ke draf" }));
    expect(await screen.findByText(/"Mengenal Wakaf Uang" diubah/)).toBeInTheDocument();
    const calls = server.calls("PUT", "/konten/news").map(sent);
    expect(calls.map((call) => call.version)).toEqual([2, 3]);
    expect(calls[1]?.data.items[0]?.category).toBe("Kegiatan Rekan");
    expect(calls[1]?.data.items[2]?.excerpt).toBe("Ringkasan baru yang saya ketik.");
  });

  it("says when a story is not there", async () => {
    open("/berita/tidak-ada", fakeContent("news", NEWS));
    expect(await screen.findByRole("heading", { level: 1, name: "Berita tidak ditemukan" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Kembali ke daftar berita" })).toHaveAttribute("href", "/berita");
  });

  it("has no axe violations", async () => {
    open("/berita/wakaf-uang", fakeContent("news", NEWS));
    await screen.findByLabelText("Judul");
    const results = await axe.run(document.body, { rules: { "color-contrast": { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});
