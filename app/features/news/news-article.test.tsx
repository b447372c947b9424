// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { NewsContent, NewsItem } from "~/content/news.schema";
import { NewsArticle } from "./news-article";
import { NewsList } from "./news-list";

afterEach(cleanup);

const image = { src: "/media/0123456789abcdef0123-960.webp", srcSet: "/media/0123456789abcdef0123-480.webp 480w, /media/0123456789abcdef0123-960.webp 960w", alt: "Foto penandatanganan akta", width: 960, height: 720 };
const item = (patch: Partial<NewsItem>): NewsItem => ({
  id: "ikrar",
  title: "Ikrar Wakaf di KUA",
  date: "3 November 2026",
  category: "Ikrar Wakaf",
  excerpt: "Ringkasan.",
  body: "",
  link: "",
  image,
  ...patch,
});
const labels = { back: "Kembali ke Berita Wakaf", source: "Sumber berita" };

describe("a news story written on the site", () => {
  it("shows the editor's text as text: paragraphs and links, never HTML", () => {
    const body = 'Paragraf <b>satu</b> <script>alert(1)</script>.\n\nLihat [situs BWI](https://www.bwi.go.id/) atau https://kemenag.go.id.';
    const { container } = render(
      <MemoryRouter>
        <NewsArticle item={item({ body, link: "https://www.bwi.go.id/berita/1" })} labels={labels} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Ikrar Wakaf di KUA");
    const paragraphs = screen.getByTestId("news-body").querySelectorAll("p");
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]).toHaveTextContent("Paragraf <b>satu</b> <script>alert(1)</script>.");
    expect(container.querySelector("script, b")).toBeNull();
    expect(screen.getByRole("link", { name: "situs BWI" })).toHaveAttribute("href", "https://www.bwi.go.id/");
    expect(screen.getByRole("link", { name: "https://kemenag.go.id" })).toHaveAttribute("href", "https://kemenag.go.id/");
    expect(screen.getByRole("link", { name: /Sumber berita/ })).toHaveAttribute("href", "https://www.bwi.go.id/berita/1");
    // An uploaded photo comes in several sizes; the browser picks one for the screen.
    expect(screen.getByRole("img", { name: "Foto penandatanganan akta" })).toHaveAttribute("srcset", image.srcSet);
  });

  it("has no source link when the office gave none", () => {
    render(
      <MemoryRouter>
        <NewsArticle item={item({ body: "Cerita." })} labels={labels} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole("link", { name: /Sumber berita/ })).toBeNull();
  });
});

describe("the news list's read-more links", () => {
  it("go to the story's own page when it is written here, else to the source in a new tab", () => {
    const news = {
      allNewsLink: { label: "Lihat Semua Berita di BWI", url: "https://www.bwi.go.id/" },
      readMoreLabel: "Baca Selengkapnya",
      featuredLabel: "Berita Utama",
      othersTitle: "Berita Lainnya",
      backLabel: labels.back,
      sourceLabel: labels.source,
      items: [item({ id: "cerita", title: "Cerita", body: "Isi." }), item({ id: "luar", title: "Dari luar", link: "https://kemenag.go.id/x" })],
    } satisfies NewsContent;
    render(
      <MemoryRouter>
        <NewsList news={news} />
      </MemoryRouter>,
    );
    const own = screen.getByRole("link", { name: "Baca Selengkapnya: Cerita" });
    expect(own).toHaveAttribute("href", "/berita-wakaf/cerita");
    expect(own).not.toHaveAttribute("target");
    const outside = screen.getByRole("link", { name: /^Baca Selengkapnya: Dari luar/ });
    expect(outside).toHaveAttribute("href", "https://kemenag.go.id/x");
    expect(outside).toHaveAttribute("target", "_blank");
  });
});
