// `npm run check:html`: the valid-HTML gate. Runs the W3C Nu HTML Checker (npm `vnu-jar`, on the system
// Java) over every prerendered page in build/client (or WAKAF_BUILD_DIR's) plus 404.html, in one JVM,
// and fails on any error.
// Warnings are printed but do not fail the gate; info messages are only counted (React writes `<meta/>`
// with a trailing slash, which vnu notes on every void element).
// The checker's CSS validator is older than the CSS Tailwind v4 writes (@property, margin-trim in
// @supports, custom properties in transition-property): its "CSS:" messages about the inline critical
// CSS are left out, as they were before that CSS moved inline from the (never checked) stylesheet.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import vnu from "vnu-jar";
import { clientDir as builtClientDir } from "./build-dir.mjs";

// The folder of the last build (WAKAF_BUILD_DIR, default build/client), or the one named.
const clientDir = process.argv[2] ? resolve(process.argv[2]) : builtClientDir();

function htmlPages(dir) {
  const found = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== "assets") found.push(...htmlPages(path));
    } else if (name === "index.html") found.push(path);
  }
  return found;
}

const pages = existsSync(clientDir) ? htmlPages(clientDir) : [];
if (existsSync(join(clientDir, "404.html"))) pages.push(join(clientDir, "404.html"));
if (pages.length === 0) {
  console.error(`check:html: no prerendered pages in ${clientDir}; run \`npm run build\` first.`);
  process.exit(1);
}

const java = process.env.JAVA ?? (existsSync("/usr/bin/java") ? "/usr/bin/java" : "java");
const result = spawnSync(java, // --no-langdetect: the language guess only ever yields a warning and costs ~15 s of JVM start-up.
  ["-Xss1024k", "-jar", vnu, "--no-langdetect", "--format", "json", "--exit-zero-always", ...pages], {
  encoding: "utf8",
  maxBuffer: 64 * 1024 * 1024,
});
if (result.error || result.status !== 0) {
  console.error("check:html: could not run the Nu HTML Checker (is Java 17 installed?)");
  console.error(result.error?.message ?? result.stderr);
  process.exit(1);
}

// vnu writes its JSON report to stderr.
const { messages } = JSON.parse(result.stderr);
const byPage = new Map(pages.map((page) => [page, []]));
const CSS_VALIDATOR = /^CSS: /;
for (const message of messages) {
  if (CSS_VALIDATOR.test(message.message ?? "")) continue;
  const page = fileURLToPath(message.url);
  byPage.get(page)?.push(message);
}

let errors = 0;
for (const [page, list] of byPage) {
  const pageErrors = list.filter((m) => m.type === "error" || m.subType === "fatal");
  errors += pageErrors.length;
  const warnings = list.filter((m) => m.type === "info" && m.subType === "warning");
  const infos = list.length - pageErrors.length - warnings.length;
  console.log(
    `${pageErrors.length === 0 ? "ok  " : "FAIL"} ${relative(clientDir, page)}: ${pageErrors.length} errors, ${warnings.length} warnings, ${infos} info`,
  );
  for (const m of [...pageErrors, ...warnings]) {
    const where = m.lastLine ? ` (line ${m.lastLine}${m.lastColumn ? `:${m.lastColumn}` : ""})` : "";
    const extract = m.extract ? `\n        …${m.extract.replace(/\s+/g, " ").slice(0, 160)}…` : "";
    console.log(`    ${m.type}${m.subType ? `/${m.subType}` : ""}${where}: ${m.message}${extract}`);
  }
}

if (errors > 0) {
  console.error(`\ncheck:html FAILED: ${errors} errors in ${pages.length} pages.`);
  process.exit(1);
}
console.log(`\ncheck:html: ${pages.length} pages valid (zero errors).`);
