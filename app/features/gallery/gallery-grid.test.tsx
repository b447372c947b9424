// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it } from "vitest";
import { GalleryGrid } from "./gallery-grid";

afterEach(cleanup);

const image = { src: "/x.svg", alt: "Ilustrasi contoh galeri", width: 640, height: 480 };
const gallery = {
  title: "Dokumentasi Wakaf",
  allLabel: "Semua",
  categories: ["Berita Acara", "Kegiatan", "Aset Wakaf"],
  items: [
    { id: "a", title: "Akta", location: "KUA", category: "Berita Acara", caption: "Akta ditandatangani di hadapan PPAIW.", image },
    { id: "b", caption: "", title: "Sosialisasi", location: "Aula", category: "Kegiatan", image },
    { id: "c", caption: "", title: "Bimbingan", location: "Dago", category: "Kegiatan", image },
    { id: "d", caption: "", title: "Masjid", location: "Sekeloa", category: "Aset Wakaf", image },
  ],
};

const titles = () => screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent);

describe("GalleryGrid", () => {
  it("starts with every item shown and 'Semua' pressed", () => {
    render(<GalleryGrid gallery={gallery} />);
    expect(titles()).toEqual(["Akta", "Sosialisasi", "Bimbingan", "Masjid"]);
    // A caption is shown under its photo; an item without one shows no empty line.
    expect(screen.getByText("Akta ditandatangani di hadapan PPAIW.")).toBeInTheDocument();
    expect(screen.getAllByRole("figure")[1]!.querySelectorAll("figcaption p")).toHaveLength(1);
    const group = screen.getByRole("group", { name: "Saring berdasarkan kategori" });
    expect(within(group).getAllByRole("button").map((button) => button.getAttribute("aria-pressed"))).toEqual([
      "true",
      "false",
      "false",
      "false",
    ]);
  });

  it("filters by category, marks the pressed button and announces the count", async () => {
    render(<GalleryGrid gallery={gallery} />);
    await userEvent.click(screen.getByRole("button", { name: /^Kegiatan/ }));
    expect(titles()).toEqual(["Sosialisasi", "Bimbingan"]);
    expect(screen.getByRole("button", { name: /^Kegiatan/ })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getByRole("button", { name: /^Semua/ })).toHaveAttribute("aria-pressed", "false");
    expect(screen.getByText("Menampilkan 2 dari 4 dokumentasi")).toHaveAttribute("aria-live", "polite");

    await userEvent.click(screen.getByRole("button", { name: /^Aset Wakaf/ }));
    expect(titles()).toEqual(["Masjid"]);
    await userEvent.click(screen.getByRole("button", { name: /^Semua/ }));
    expect(titles()).toHaveLength(4);
  });
});
