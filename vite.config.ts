import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { sampleDataGuard } from "./scripts/sample-data-plugin.ts";
import { assistantKnowledge } from "./scripts/assistant-knowledge";

// Up-front JavaScript in a few requests (decision 111): without groups the bundler cuts one chunk per
// shared module, so a page preloaded 17–24 files, many of them single icons of a few hundred bytes.
// Only modules a page needs at start (`$initial`) are grouped; the lazy parts (map, toaster, assistant
// panel) keep their own chunks and import from these groups.
const FRAMEWORK = /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
const SHARED_APP_CODE = /[\\/]node_modules[\\/]lucide[\\/]|[\\/]app[\\/]|vite[\\/]preload-helper|^\0/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [sampleDataGuard(), tailwindcss(), reactRouter(), assistantKnowledge()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                // React, React DOM and the router: one long-cached file that changes only on upgrades.
                { name: "framework", test: FRAMEWORK, tags: ["$initial"], priority: 2 },
                // Our code and icons used by more than one route module (the root counts as one).
                { name: "shared", test: SHARED_APP_CODE, tags: ["$initial"], minShareCount: 2, priority: 1 },
              ],
            },
          },
        },
      },
}));
