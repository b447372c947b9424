import { z } from "zod";
import { MONTHS_ID, NEWS_LIMITS } from "../lib/office/news-gallery";
import { httpUrl, id, image, text, uniqueIds } from "./content-fields";

/** Display date such as "28 Oktober 2025" (SPEC §3: the date is display text). */
const displayDate = z
  .string()
  .regex(
    new RegExp(`^([1-9]|[12][0-9]|3[01]) (${MONTHS_ID.join("|")}) 20[0-9]{2}$`),
    'tanggal harus ditulis seperti "28 Oktober 2025"',
  );

const limited = (max: number, what: string) => text.max(max, `${what} paling banyak ${max} karakter`);

/** The story in plain text (app/lib/plain-text.ts renders it): paragraphs and links, never HTML. */
const body = z.string().trim().max(NEWS_LIMITS.body, `isi berita paling banyak ${NEWS_LIMITS.body} karakter`);

export const NewsItemSchema = z
  .object({
    id,
    title: limited(NEWS_LIMITS.title, "judul"),
    date: displayDate,
    category: limited(NEWS_LIMITS.category, "kategori"),
    excerpt: limited(NEWS_LIMITS.excerpt, "ringkasan"),
    body: body.default(""),
    // The source article; "" when the story is told here in full.
    link: z.union([z.literal(""), httpUrl]).default(""),
    image,
  })
  .superRefine((item, ctx) => {
    if (item.body === "" && item.link === "") {
      ctx.addIssue({ code: "custom", path: ["body"], message: "isi berita atau tautan sumber harus diisi (atau keduanya)" });
    }
  });

export const NewsSchema = z.object({
  allNewsLink: z.object({ label: text, url: httpUrl }),
  readMoreLabel: text,
  featuredLabel: text,
  othersTitle: text,
  // The page of a story written here (/berita-wakaf/<id>): its link back to the list, and the source's label.
  backLabel: text,
  sourceLabel: text,
  items: z
    .array(NewsItemSchema)
    .min(1, "berita harus berisi paling sedikit 1 berita (berita pertama menjadi berita utama)")
    .max(NEWS_LIMITS.items, `berita paling banyak ${NEWS_LIMITS.items}`)
    .superRefine(uniqueIds),
});

export type NewsItem = z.infer<typeof NewsItemSchema>;
export type NewsContent = z.infer<typeof NewsSchema>;
