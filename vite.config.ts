import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { sampleDataGuard } from "./scripts/sample-data-plugin.ts";
import { assistantKnowledge } from "./scripts/assistant-knowledge.ts";
import { preloadDependencies } from "./scripts/preload-dependencies.ts";

// Up-front JavaScript in a few requests (decision 111): without groups the bundler cuts one chunk per
// shared module, so a page preloaded 17–24 files, many of them single icons of a few hundred bytes.
// Only modules a page needs at start (`$initial`) are grouped; the lazy parts (map, toaster, assistant
// panel) keep their own chunks and import from these groups.
const FRAMEWORK = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
const LAZY_UI_PIECES = /[\\/]node_modules[\\/]lucide[\\/]|[\\/]app[\\/]components[\\/]ui[\\/]/;
const SHARED_APP_CODE = /[\\/]node_modules[\\/]lucide[\\/]|[\\/]app[\\/]|vite[\\/]preload-helper|^\0/;

const COMPILE_EVERYTHING_ON_LOAD = "//# allFunctionsCalledOnLoad";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [sampleDataGuard(), tailwindcss(), reactRouter(), assistantKnowledge()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: isSsrBuild
    ? {}
    : {
        // Preload links for a lazy chunk's dependencies only for code loaded on demand (decision 118).
        modulePreload: { resolveDependencies: preloadDependencies },
        rolldownOptions: {
          output: {
            // V8's explicit compile hint (decision 115): React, React DOM and the router are almost all run
            // while the page hydrates, so V8 compiles the whole chunk on a background thread while it
            // downloads instead of compiling each function on the main thread the first time it runs.
            postBanner: (chunk) => (chunk.name === "framework" ? COMPILE_EVERYTHING_ON_LOAD : ""),
            codeSplitting: {
              groups: [
                // React, React DOM and the router: one long-cached file that changes only on upgrades.
                { name: "framework", test: FRAMEWORK, tags: ["$initial"], priority: 2 },
                // Our code and icons used by more than one route module (the root counts as one).
                { name: "shared", test: SHARED_APP_CODE, tags: ["$initial"], minShareCount: 2, priority: 1 },
                // Icons and UI pieces (button, card, image) shared by lazy parts: one file after hydration
                // instead of one request of a few hundred bytes each.
                { name: "ui-parts", test: LAZY_UI_PIECES, minShareCount: 2, priority: 0 },
              ],
            },
          },
        },
      },
}));
