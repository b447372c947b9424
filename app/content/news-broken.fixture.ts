import news from "./data/news.json";

// A deliberately broken copy of data/news.json for page-content.schema.test.ts: the second item has a date
// in the wrong format and its image has no alt text.
export const brokenNews = {
  ...news,
  items: news.items.map((item, index) =>
    index === 1 ? { ...item, date: "2025-10-21", image: { ...item.image, alt: "" } } : item,
  ),
};
