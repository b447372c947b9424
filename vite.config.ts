import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";
import { sampleDataGuard } from "./scripts/sample-data-plugin.ts";
import { assistantKnowledge } from "./scripts/assistant-knowledge";

export default defineConfig({
  plugins: [sampleDataGuard(), tailwindcss(), reactRouter(), assistantKnowledge()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
});
