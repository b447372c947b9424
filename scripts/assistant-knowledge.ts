// Vite plugin: `import("virtual:assistant-knowledge")` is the assistant's knowledge (answers + MiniSearch
// index), built from the content files at every build (and on change in `npm run dev`). It runs the
// content accessors through Vite's module runner, so `?raw` imports and the `~` alias work as in the app.
// A content mistake (e.g. an answer linking to a missing section) fails the build with the file and field.
import { fileURLToPath } from "node:url";
import { type Plugin, runnerImport } from "vite";

const ID = "virtual:assistant-knowledge";
const RESOLVED = `\0${ID}`;
const root = fileURLToPath(new URL("..", import.meta.url));

export function assistantKnowledge(): Plugin {
  return {
    name: "simpati:assistant-knowledge",
    resolveId(id) {
      return id === ID ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      const { module, dependencies } = await runnerImport<typeof import("../app/features/assistant/knowledge/knowledge.server")>(
        "/app/features/assistant/knowledge/knowledge.server.ts",
        { configFile: false, root, logLevel: "error", resolve: { alias: { "~": `${root}app` } } },
      );
      for (const file of dependencies) this.addWatchFile(file);
      const shipped = module.getShippedKnowledge();
      // JSON.parse of a string literal is the fastest way for a browser to read a large object; the answers
      // travel column by column (shipped.ts) and become objects again in the browser.
      return `import { fromShipped } from "~/features/assistant/knowledge/shipped";\nexport default fromShipped(JSON.parse(${JSON.stringify(JSON.stringify(shipped))}));`;
    },
  };
}
