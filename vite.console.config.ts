import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { precompress } from "./scripts/postbuild/precompress.mjs";

// The office console (issue 33): a client-rendered app of its own at /kantor, built apart from the public
// site's React Router build so that none of its code can reach a public page's bundle. The server
// (server/office/console-pages.ts) answers every /kantor path with build/console/index.html.
const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const FRAMEWORK = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;

export default defineConfig({
  root: here("./app/console"),
  base: "/kantor/",
  // The console has no public files of its own; the site's public/ belongs to the site's build.
  publicDir: false,
  plugins: [
    tailwindcss(),
    // .br and .gz beside each file, as the public site has: staff on mobile data download ~120 KB, not ~440 KB.
    { name: "simpati-precompress", apply: "build", closeBundle: () => void precompress(here("./build/console")) },
  ],
  resolve: {
    alias: { "~": here("./app") },
  },
  // The automatic JSX runtime, as the site's tsconfig says (no React plugin needed for a plain build).
  oxc: { jsx: { runtime: "automatic", importSource: "react" } },
  build: {
    outDir: here("./build/console"),
    emptyOutDir: true,
    // Every browser the console supports preloads modules natively: no polyfill bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // React and the router in a file of their own: it changes only on upgrades, so a console release
        // that changes only the console's code leaves it cached (the site does the same, decision 111).
        codeSplitting: { groups: [{ name: "framework", test: FRAMEWORK }] },
      },
      onLog(level, log, handler) {
        // React Router marks its modules "use client" for server components; meaningless in this bundle.
        if (log.code === "MODULE_LEVEL_DIRECTIVE" && log.id?.includes("node_modules")) return;
        handler(level, log);
      },
    },
  },
});
