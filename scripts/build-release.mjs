// `node scripts/build-release.mjs --content DIR --out DIR`: builds the public site from the content
// folder DIR (office.json, pages.json and, when the console published one, sites.geojson:
// app/content/content-files.ts) into OUT/client, for the office console's publishing (issue 33,
// docs/office-console-contract.md). The repository's build/ is never
// touched, so the site the server falls back to and `npm run build` stay as they are.
//
// stdout carries only what the console's server reads: one `LANGKAH <n>/<total> <label>` line per step
// and, on a failure, one `GAGAL <plain Indonesian sentence>` line (exit 1). Everything the build itself
// prints goes to stderr, for the log. Exit 0 means OUT/client is complete and checked.
//
// The site is built into OUT/.build-in-progress and moved to OUT/client only after the checks, so
// OUT/client never holds half a build; OUT's other files (the release's content/) are left alone.
// MAP_TILE_URL and VITE_SERVICE_WORKER pass through to the build unchanged; so does WAKAF_SITES_FILE,
// unless the content folder holds its own register (sites.geojson), which then wins (issue 34).
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { tsImport } from "tsx/esm/api";
import { dottedPath, expectedFiles, failureLine, issueSentence, parseReleaseArgs, stepLine, STEPS } from "./build-release-lib.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const started = Date.now();

class Failure extends Error {}

const say = (line) => process.stdout.write(`${line}\n`);
const log = (line) => process.stderr.write(`build-release: ${line}\n`);

let stagingDir;
let child;

function removeStaging() {
  if (!stagingDir) return;
  // The link first, on its own: never anything of the repository's node_modules behind it.
  rmSync(join(stagingDir, "node_modules"), { force: true });
  rmSync(stagingDir, { recursive: true, force: true });
}

// Stopped by the server (or Ctrl-C): stop the build too and leave no half-built folder behind.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    child?.kill(signal);
    removeStaging();
    say(failureLine("Pembangunan dihentikan sebelum selesai."));
    process.exit(1);
  });
}

const load = (file) => tsImport(`../app/content/${file}`, import.meta.url);

/** Step 1: every content file is read and validated with the build's own schema, then the sample-data switch. */
async function checkContent(contentDir) {
  if (!existsSync(contentDir) || !statSync(contentDir).isDirectory()) {
    throw new Failure(`Folder konten ${contentDir} tidak ditemukan.`);
  }
  const { CONTENT_FILES, CONTENT_NAMES, contentFileLabel, readContentFile } = await load("content-files.ts");
  const { safeParseContent } = await load("parse.ts");
  const { contentFieldLabel } = await load("content-field-labels.ts");
  const parsed = {};
  for (const name of CONTENT_NAMES) {
    // The register is checked by checkRegister below, with parseSites and its own sentences.
    if (name === "sites") continue;
    const { file, schema, label } = CONTENT_FILES[name];
    let data;
    try {
      data = readContentFile(name, contentDir);
    } catch (error) {
      log(error.message);
      const missing = !existsSync(join(contentDir, file));
      throw new Failure(`${label}: berkas ${file} ${missing ? "tidak ditemukan" : "bukan JSON yang sah"}.`);
    }
    const result = safeParseContent(schema, data);
    if (!result.success) {
      for (const issue of result.error.issues) log(`${contentFileLabel(name, contentDir)}: ${dottedPath(issue.path)}: ${issue.message}`);
      throw new Failure(issueSentence(label, result.error.issues[0], (path) => contentFieldLabel(name, path)));
    }
    parsed[name] = result.data;
  }
  await checkRegister();
  await checkMedia(contentDir, parsed);
  await checkSampleData(parsed, (name) => contentFileLabel(name, contentDir), CONTENT_FILES.office.label);
}

/**
 * A content folder published from the console carries the register (sites.geojson): step 1's checks and
 * the build (react-router build, postbuild: they read WAKAF_SITES_FILE through `sitesFilePath()`) use
 * it. Set in this process's environment, which the build's commands inherit. A folder without one (an
 * older release, `npm run build`'s own) leaves WAKAF_SITES_FILE or the repository's register in place.
 */
async function pointAtFolderRegister(contentDir) {
  const { CONTENT_FILES } = await load("content-files.ts");
  const register = join(contentDir, CONTENT_FILES.sites.file);
  if (existsSync(register)) process.env.WAKAF_SITES_FILE = register;
}

/** The register (the content folder's, WAKAF_SITES_FILE or the repository's): read and validated before the build needs it. */
async function checkRegister() {
  const { sitesFilePath, parseSites } = await load("sites.server.ts");
  const file = sitesFilePath();
  let text;
  try {
    text = readFileSync(resolve(root, file), "utf8");
  } catch (error) {
    log(error.message);
    throw new Failure("Data lokasi tanah wakaf: berkas register tidak ditemukan.");
  }
  try {
    parseSites(file, text);
  } catch (error) {
    log(error.message);
    // parseSites names the file and the field in Indonesian; JSON.parse's own words are English.
    if (/bukan JSON yang sah/.test(error.message)) throw new Failure("Data lokasi tanah wakaf: berkas register rusak atau terpotong, tidak dapat dibaca.");
    throw new Failure(`Data lokasi tanah wakaf tidak valid: ${error.message.replace(/^Konten tidak valid di [^:]+:\s*/, "")}`);
  }
}

/**
 * The photos the news and gallery name (uploaded through the console) are in the folder's media/, which
 * the build copies into the site: one missing would leave a broken picture on a public page.
 */
async function checkMedia(contentDir, parsed) {
  process.env.WAKAF_MEDIA_DIR = join(contentDir, "media");
  const { referencedMedia, renditionsOf } = await load("image-files.ts");
  for (const name of ["news", "gallery"]) {
    for (const file of referencedMedia(parsed[name])) {
      if (renditionsOf(file).length === 0) {
        throw new Failure(`Foto ${file} yang dipakai ${name === "news" ? "berita" : "galeri"} tidak ditemukan. Unggah ulang fotonya lalu simpan draf lagi.`);
      }
    }
  }
}

/** What the build's sample-data guard would stop on, said before building rather than after. */
async function checkSampleData(parsed, labelOf, officeLabel) {
  const { checkSampleData: check, findSampleFields } = await load("sample-data.ts");
  const { sitesFilePath } = await load("sites.server.ts");
  const officeFile = labelOf("office");
  const content = {
    office: parsed.office,
    profile: (await load("profile.ts")).profile,
    news: parsed.news,
    gallery: parsed.gallery,
    sites: JSON.parse(readFileSync(resolve(root, sitesFilePath()), "utf8")),
  };
  const files = { office: officeFile, news: labelOf("news"), gallery: labelOf("gallery") };
  const verdict = check(content, files);
  if (verdict.kind !== "error") return;
  log(verdict.message);
  const [first, ...others] = findSampleFields(content, files);
  const { contentFieldLabel } = await load("content-field-labels.ts");
  const example =
    first.file === officeFile ? contentFieldLabel("office", [first.field.split(" → ")[0]]) : `${first.field} di ${first.file}`;
  throw new Failure(
    `${officeLabel}: tanda data contoh — sudah dimatikan, tetapi masih ada ${others.length + 1} data contoh, antara lain ${example}.`,
  );
}

/** Runs one build command in the repository; its output goes to stderr, the last lines are kept for the message. */
function run(args, env) {
  return new Promise((resolvePromise, reject) => {
    const tail = [];
    const keep = (chunk) => {
      process.stderr.write(chunk);
      tail.push(...chunk.toString("utf8").split("\n").filter(Boolean));
      tail.splice(0, Math.max(0, tail.length - 200));
    };
    child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", keep);
    child.stderr.on("data", keep);
    child.on("error", reject);
    child.on("close", (code) => {
      child = undefined;
      if (code === 0) return resolvePromise();
      // A content mistake the schemas let through (e.g. a link to a missing page) names itself.
      const at = tail.findIndex((line) => /Konten tidak valid di/.test(line));
      const hint = at === -1 ? "" : `${tail[at].replace(/^.*?(Konten tidak valid di)/, "$1")} ${tail[at + 1]?.trim() ?? ""}`;
      reject(new Failure(`Halaman tidak dapat dibangun${hint ? `: ${hint.trim()}` : "; rinciannya ada di catatan pembangunan."}`));
    });
  });
}

/**
 * Step 2: `react-router build` and the post-build steps, into the staging folder. React Router
 * prerenders by importing its server bundle from <build folder>/server, whose imports of packages
 * (@react-router/node, react…) Node resolves from that folder upwards: outside the repository there is
 * no node_modules there, so the staging folder gets a link to the repository's.
 */
async function build(contentDir) {
  removeStaging();
  mkdirSync(stagingDir, { recursive: true });
  symlinkSync(join(root, "node_modules"), join(stagingDir, "node_modules"), "junction");
  const env = { WAKAF_CONTENT_DIR: contentDir, WAKAF_BUILD_DIR: stagingDir };
  await run([join(root, "node_modules/@react-router/dev/bin.js"), "build"], env);
  await run([join(root, "scripts/postbuild.mjs")], env);
}

/** Step 3: the finished site holds what a host serves; then it becomes OUT/client. */
async function checkResult(outDir) {
  const { prerenderPaths } = await load("routes-list.ts");
  const builtClient = join(stagingDir, "client");
  const missing = expectedFiles(prerenderPaths).filter((file) => !existsSync(join(builtClient, file)));
  if (missing.length > 0) throw new Failure(`Hasil pembangunan tidak lengkap: ${missing.join(", ")} tidak ada.`);
  const client = join(outDir, "client");
  rmSync(client, { recursive: true, force: true });
  renameSync(builtClient, client);
  removeStaging();
  return client;
}

try {
  let args;
  try {
    args = parseReleaseArgs(process.argv.slice(2), { cwd: process.cwd(), repoRoot: root });
  } catch (error) {
    throw new Failure(error.message);
  }
  stagingDir = join(args.outDir, ".build-in-progress");
  await pointAtFolderRegister(args.contentDir);
  say(stepLine(0));
  await checkContent(args.contentDir);
  say(stepLine(1));
  await build(args.contentDir);
  say(stepLine(2));
  const client = await checkResult(args.outDir);
  log(`${client} siap (${STEPS.length} langkah, ${((Date.now() - started) / 1000).toFixed(1)} s)`);
} catch (error) {
  removeStaging();
  if (!(error instanceof Failure)) log(error.stack ?? String(error));
  // An unexpected error's own words are technical (and often English): they go to the log, shown to
  // the office folded away as the technical detail.
  say(failureLine(error instanceof Failure ? error.message : "Situs tidak dapat dibangun karena kesalahan teknis; rinciannya ada di catatan pembangunan."));
  process.exitCode = 1;
}
