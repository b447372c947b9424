import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// Import direction (README "Layout"): content/lib → components → features → routes; a feature never
// imports another feature; `server/` never imports `app/features/`. Each layer lists what it must not
// import, by alias and by relative path, so a wrong import fails `npm run lint`.
const ICONS = {
  group: ["lucide/*", "lucide-react", "lucide-react/*"],
  message: "Import an icon's drawing by name from lucide and draw it with ~/components/ui/icon (decision 114).",
};
const layer = (names, message) => ({
  group: names.flatMap((name) => [`~/${name}`, `~/${name}/**`, `**/app/${name}`, `**/app/${name}/**`, `../${name}`, `../${name}/**`, `../../${name}/**`]),
  message,
});
const restrict = (...patterns) => ["error", { patterns: [ICONS, ...patterns] }];

const FEATURES = readdirSync(new URL("./app/features", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const boundaries = [
  {
    files: ["app/content/**", "app/lib/**"],
    rules: {
      "no-restricted-imports": restrict(
        layer(["components", "features", "routes"], "app/content and app/lib are the bottom layer: they import neither components, features nor routes."),
      ),
    },
  },
  {
    files: ["app/components/**"],
    rules: {
      "no-restricted-imports": restrict(layer(["features", "routes"], "Components are shared by features: they import neither features nor routes.")),
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`app/features/${feature}/**`],
    rules: {
      "no-restricted-imports": restrict(
        {
          group: ["~/features/*", `!~/features/${feature}`, "**/app/features/*", `!**/app/features/${feature}`, "../*", "!../*.*"],
          message: "A feature never imports another feature: move what both need to app/lib, app/content or app/components.",
        },
        layer(["routes"], "Features are used by routes, not the other way round."),
      ),
    },
  })),
  {
    files: ["server/**", "scripts/**"],
    rules: {
      "no-restricted-imports": restrict({
        group: ["**/app/features", "**/app/features/**", "~/features/**", "**/app/routes/**", "**/app/components/**"],
        message: "The server imports only app/lib and app/content (shared contracts), never browser features.",
      }),
    },
  },
];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-imports": restrict(),
    },
  },
  ...boundaries,
  {
    files: ["tests/e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
