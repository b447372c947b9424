// Loads the app's TypeScript modules (with the `~` alias) in a Node script, through Vite's module runner:
// the assistant's scripts read the knowledge and the evaluation sets as the build does.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

export const root = fileURLToPath(new URL("..", import.meta.url));
const config = { configFile: false, root, logLevel: "error", resolve: { alias: { "~": `${root}app` } } };

/** The module at `path` (from the repository's root, e.g. "/app/features/…/engine.ts"). */
export const load = async (path) => (await runnerImport(path, config)).module;
