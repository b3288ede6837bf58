// ESLint for frontend/src (flat config): typescript-eslint, React hooks, and the
// feature boundary: a feature imports only from lib, components, types, testing,
// styles and itself; features never reach into each other or into app/; and no raw
// fetch outside the API client; no import cycle between modules (import-x/no-cycle,
// resolving `@/` through tsconfig's paths).
// Run from frontend/: `npm run lint`.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const here = path.dirname(fileURLToPath(import.meta.url));
const featuresDir = path.resolve(here, "../src/features");
const features = fs.readdirSync(featuresDir).filter((name) => fs.statSync(path.join(featuresDir, name)).isDirectory());

/** The boundary of one feature, as no-restricted-imports patterns. */
function boundary(feature) {
  return {
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: `^@/features/(?!${feature}/)`,
              message: `features/${feature} may import only from lib, components, types, testing and itself; move what is shared to src/lib or src/components.`,
            },
            { regex: "^@/app/", message: "Features do not import the app shell; the app composes features." },
            // Relative paths stay inside the feature (files are at most two folders deep).
            { regex: "^(\\.\\./){3,}", message: "Import shared code through @/lib, @/components or @/types." },
          ],
        },
      ],
    },
  };
}

export default tseslint.config(
  { ignores: ["dist/**", "tools/**", "e2e/**", "node_modules/**", "src/types/api.gen.ts", "*.mjs", "*.config.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["src/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.vitest } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Imports run one way: shared → features → app, and no module reaches itself again.
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      // TypeScript's parser for the files the rule follows, so it reads their imports too.
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver": undefined,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: path.resolve(here, "../tsconfig.json") })],
    },
    rules: { "import-x/no-cycle": "error" },
  },
  {
    // One client: only its transport calls fetch (tests stub it).
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/lib/api/transport.ts", "src/**/*.test.{ts,tsx}", "src/testing/**"],
    rules: {
      "no-restricted-globals": ["error", { name: "fetch", message: "Call the API through the client in @/lib/api." }],
    },
  },
  ...features.map(boundary),
);
