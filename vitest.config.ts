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
    // The 2-core CI machine also runs builds and browsers: a user-event typing test can take seconds
    // there without being wrong. Time limits are no performance gate (benchmarks measure speed).
    testTimeout: 20_000,
    // Vitest's default leaves one core free (os.availableParallelism() - 1): a single worker on the 2-core
    // CI machine, where `npm test` runs the unit tests alone. Both cores cut them from about 173 s to 106 s.
    maxWorkers: "100%",
  },
});
