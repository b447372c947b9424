import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import type { ContentRegistry } from "../content/registry";
import { call, seedAccount, signIn, expectJson } from "../test-helpers";
import type { Job, PendingContent } from "./publisher";
import { fakeRegistry, makePublishingApp, OFFICE_DEFAULT, type PublishingTestApp } from "./test-helpers";

const PASSWORD = "kunci-wakaf-2026";
const MINUTE = 60_000;
const PHOTO = "0123456789abcdef0123";
const OTHER = "fedcba9876543210fedc";
const GONE = "aaaaaaaaaaaaaaaaaaaa";

const story = (id: string, title: string, file: string) => ({ id, title, image: { file, alt: "Foto kegiatan wakaf", width: 960, height: 640 } });
const NEWS_DEFAULT = { readMoreLabel: "Baca", items: [story("lama", "Berita lama", "news/ikrar-wakaf.svg")] };

/** The small registry with the news beside the office details and the page texts. */
const withNews: ContentRegistry = {
  files: {
    ...fakeRegistry.files,
    news: {
      file: "news.json",
      label: "Berita",
      schema: z.looseObject({ items: z.array(z.looseObject({ id: z.string().min(1), title: z.string().min(1), image: z.looseObject({ file: z.string() }) })).min(1) }),
    },
  },
  readDefault: (name) => (name === "news" ? structuredClone(NEWS_DEFAULT) : fakeRegistry.readDefault(name)),
};

let t: PublishingTestApp;
let admin: { cookie: string; csrf: string };

async function start(options: Parameters<typeof makePublishingApp>[0]) {
  t = makePublishingApp(options);
  if (!options?.db) await seedAccount(t, "budi", PASSWORD, "admin");
  admin = await signIn(t, "budi", PASSWORD);
}

beforeEach(() => start({ registry: async () => withNews }));
afterEach(async () => {
  await t.app.close();
  t.close();
});

const json = expectJson;
const content = async (name: string) => json<{ published: unknown; version: number }>(await call(t, `/api/kantor/konten/${name}`, { cookie: admin.cookie }));
const save = async (name: string, data: unknown) => {
  const { version } = await json<{ version: number }>(await call(t, `/api/kantor/konten/${name}`, { cookie: admin.cookie }));
  await json(await call(t, `/api/kantor/konten/${name}`, { method: "PUT", body: { version, data }, ...admin }));
};
const overview = async () => json<{ pending: PendingContent[]; job: Job | null; live: { id: string } | null }>(await call(t, "/api/kantor/terbitan", { cookie: admin.cookie }));
async function publish(): Promise<Job> {
  await json(await call(t, "/api/kantor/terbitan", { method: "POST", ...admin }), 202);
  await t.app.publisher!.idle();
  t.clock.advance(MINUTE);
  return (await overview()).job!;
}
const home = async () => (await t.app.request("http://localhost/")).text();
/** An uploaded photo's renditions, written by hand into the data folder's media/ as the upload would. */
const upload = (hex: string, widths: number[]) => {
  mkdirSync(join(t.dataDir, "media"), { recursive: true });
  for (const width of widths) writeFileSync(join(t.dataDir, "media", `${hex}-${width}.webp`), `webp ${hex} ${width}`);
};

describe("a publication's photos", () => {
  it("copies every size of each photo the content names into the release's content/media, and nothing else", async () => {
    upload(PHOTO, [480, 960]);
    upload(OTHER, [480]);
    await save("news", { ...NEWS_DEFAULT, items: [story("baru", "Ikrar wakaf baru", `media/${PHOTO}-960.webp`), ...NEWS_DEFAULT.items] });
    expect((await overview()).pending).toEqual([
      { name: "news", label: "Berita", changes: { summary: "1 berita baru, berita utama diganti", lines: ["Berita utama: Ikrar wakaf baru", "Baru: Ikrar wakaf baru"] } },
    ]);

    const job = await publish();
    expect(job.state).toBe("berhasil");
    const media = join(t.dataDir, "releases", job.id, "content", "media");
    expect(readdirSync(media).sort()).toEqual([`${PHOTO}-480.webp`, `${PHOTO}-960.webp`]);
    expect(readFileSync(join(media, `${PHOTO}-480.webp`), "utf8")).toBe(`webp ${PHOTO} 480`);
    // The builder was handed the folder with the photos already in it.
    expect(t.fake.calls).toEqual([join(t.dataDir, "releases", job.id, "content")]);
  });

  it("fails before building when a photo is missing, says which in plain words, and leaves the live site as it was", async () => {
    await save("office", { ...OFFICE_DEFAULT, officeName: "KUA Tayang" });
    const live = await publish();
    expect(await home()).toContain("KUA Tayang");

    upload(PHOTO, [480, 960]);
    await save("news", { ...NEWS_DEFAULT, items: [story("a", "Berita A", `media/${PHOTO}-960.webp`), story("b", "Berita B", `media/${GONE}-960.webp`)] });
    await save("office", { ...OFFICE_DEFAULT, officeName: "KUA Belum Tayang" });
    const job = await publish();

    expect(job).toMatchObject({
      state: "gagal",
      message: `Foto yang dipakai berita atau galeri tidak ditemukan: media/${GONE}-960.webp. Unggah ulang fotonya lalu simpan draf lagi.`,
    });
    expect(job.steps[0]).toEqual({ label: "Menyiapkan data terbitan", state: "gagal" });
    expect(t.fake.calls).toHaveLength(1);
    expect(existsSync(join(t.dataDir, "releases", job.id))).toBe(false);
    expect(await home()).toContain("KUA Tayang");
    expect((await overview()).live?.id).toBe(live.id);
    expect((await overview()).pending.map((item) => item.name)).toEqual(["news", "office"]);
  });
});

describe("a content file newer than the live release", () => {
  it("is the repository's own until published, then the release's copy", async () => {
    // Published by an install that had no news file yet.
    await t.app.close();
    const { dataDir, installDir, db, fake, clock } = t;
    const before = makePublishingApp({ dataDir, installDir, db, fake, clock });
    admin = await signIn(before, "budi", PASSWORD);
    t = before;
    await save("office", { ...OFFICE_DEFAULT, officeName: "KUA Lama" });
    const old = await publish();
    expect(existsSync(join(dataDir, "releases", old.id, "content", "news.json"))).toBe(false);
    await t.app.close();

    // Updated: the registry has the news now; the live release still lacks it.
    await start({ dataDir, installDir, db, fake, clock, registry: async () => withNews });
    expect((await content("news")).published).toEqual(NEWS_DEFAULT);
    expect(await t.app.publisher!.published("news")).toEqual(NEWS_DEFAULT);

    const edited = { ...NEWS_DEFAULT, readMoreLabel: "Selengkapnya" };
    await save("news", edited);
    const job = await publish();
    expect(job.state).toBe("berhasil");
    expect(JSON.parse(readFileSync(join(dataDir, "releases", job.id, "content", "news.json"), "utf8"))).toEqual(edited);
    expect((await content("news")).published).toEqual(edited);
  });
});
