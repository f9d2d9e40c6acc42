// ESLint enforces the architecture (ARCHITECTURE.md): the dependency direction between
// workspace packages, React only behind a package's ./react subpath, kebab-case file names and
// no `export *`. Biome does formatting and the general lint rules.
import checkFile from "eslint-plugin-check-file";
import tseslint from "typescript-eslint";
import { architectureRules } from "./tooling/architecture-rules.js";
import { workspacePlugin } from "./tooling/workspace-boundary-rule.js";

export default tseslint.config(
  {
    ignores: ["**/node_modules/**", "**/dist/**", "**/build/**", "**/storybook-static/**", "**/.react-router/**", "**/coverage/**", ".tools/**", ".data/**"],
  },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { parser: tseslint.parser, sourceType: "module" },
    plugins: { "check-file": checkFile, workspace: workspacePlugin },
    rules: {
      "workspace/no-cross-package-relative-import": "error",
      "no-restricted-syntax": ["error", { selector: "ExportAllDeclaration", message: "No `export *`: list each public name explicitly." }],
      "check-file/filename-naming-convention": ["error", { "**/*.{ts,tsx,js,mjs}": "KEBAB_CASE" }, { ignoreMiddleExtensions: true }],
      "check-file/folder-naming-convention": ["error", { "{apps,packages}/*/{src,app,stories,e2e}/**/": "KEBAB_CASE" }],
    },
  },
  ...architectureRules,
);
