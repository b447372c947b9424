import { z } from "zod";
import { httpUrl, id, image, text, uniqueIds } from "./content-fields";

/** Display date such as "28 Oktober 2025" (SPEC §3: the date is display text). */
const displayDate = z
  .string()
  .regex(
    /^([1-9]|[12][0-9]|3[01]) (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) 20[0-9]{2}$/,
    'tanggal harus ditulis seperti "28 Oktober 2025"',
  );

export const NewsItemSchema = z.object({
  id,
  title: text,
  date: displayDate,
  category: text,
  excerpt: text.max(400, "ringkasan sebaiknya tidak lebih dari 400 karakter"),
  image,
  link: httpUrl,
});

export const NewsSchema = z.object({
  allNewsLink: z.object({ label: text, url: httpUrl }),
  readMoreLabel: text,
  featuredLabel: text,
  othersTitle: text,
  items: z
    .array(NewsItemSchema)
    .length(4, "halaman berita menampilkan tepat 4 berita: 1 utama dan 3 lainnya")
    .superRefine(uniqueIds),
});

export type NewsItem = z.infer<typeof NewsItemSchema>;
export type NewsContent = z.infer<typeof NewsSchema>;
