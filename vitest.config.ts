import { defineConfig } from "vitest/config";
import { fileURLToPath } from "node:url";

// Unit tests run without the React Router plugin: they exercise plain modules and components.
export default defineConfig({
  resolve: {
    alias: {
      "~": fileURLToPath(new URL("./app", import.meta.url)),
      "virtual:assistant-knowledge": fileURLToPath(new URL("./app/features/assistant/knowledge/virtual-for-tests.ts", import.meta.url)),
    },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts"],
    environment: "node",
    setupFiles: ["./vitest.setup.ts"],
    restoreMocks: true,
  },
});
