// The pure parts of scripts/build-release.mjs (issue 33): reading its arguments, the progress and
// failure lines the office console's server reads from its stdout, and what a finished build must hold.
// Plain Node, no TypeScript: the script runs with `node` before anything is built.
import { isAbsolute, join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";

/** The steps, in order; the console shows their labels as they are. */
export const STEPS = ["Memeriksa data", "Membangun halaman", "Memeriksa hasil"];

export const USAGE = "Pemakaian: node scripts/build-release.mjs --content FOLDER_KONTEN --out FOLDER_HASIL";

/** `LANGKAH <n>/<total> <label>` for step `index` (0-based). */
export function stepLine(index) {
  return `LANGKAH ${index + 1}/${STEPS.length} ${STEPS[index]}`;
}

/** One line: the console's server shows everything after "GAGAL " to staff as it is. */
export function failureLine(sentence) {
  return `GAGAL ${sentence.replace(/\s+/g, " ").trim()}`;
}

const insideOrSame = (dir, parent) => {
  const path = relative(parent, dir);
  return path === "" || (!path.startsWith("..") && !isAbsolute(path));
};

/**
 * The content and output folders, absolute (relative ones from `cwd`). Throws an Error whose message
 * is for people when an argument is missing, or when the output would overlap the repository's build/
 * (the site the server falls back to, and what `npm run build` owns).
 */
export function parseReleaseArgs(argv, { cwd, repoRoot }) {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { content: { type: "string" }, out: { type: "string" } }, strict: true }));
  } catch (error) {
    throw new Error(`Argumen tidak sah (${error.message}). ${USAGE}`);
  }
  if (!values.content || !values.out) throw new Error(USAGE);
  const contentDir = resolve(cwd, values.content);
  const outDir = resolve(cwd, values.out);
  const repoBuild = join(repoRoot, "build");
  if (insideOrSame(outDir, repoBuild) || insideOrSame(repoBuild, outDir)) {
    throw new Error(`Folder hasil ${outDir} tidak boleh berada di dalam atau memuat ${repoBuild}.`);
  }
  return { contentDir, outDir };
}

/** "phone.tel" from a zod issue path (the contract's dotted form). */
export function dottedPath(path) {
  return path.map(String).join(".");
}

/**
 * The sentence for a content file that failed its schema: file label, field as staff call it, zod's
 * (Indonesian) message. `fieldLabel` names a path, e.g. ["phone", "tel"] → "nomor telepon".
 */
export function issueSentence(fileLabel, issue, fieldLabel) {
  return `${fileLabel}: ${fieldLabel(issue.path)} — ${issue.message}`;
}

/**
 * The files a finished build must hold, relative to its client folder: the home page and the
 * not-found page for static hosts, every page of the route list prerendered, and the service worker.
 */
export function expectedFiles(routePaths) {
  const pages = routePaths.map((path) => (path === "/" ? "index.html" : `${path.replace(/^\/+|\/+$/g, "")}/index.html`));
  return [...new Set(["index.html", "404.html", ...pages, "sw.js"])];
}
