// ESLint enforces the architecture (ARCHITECTURE.md): the dependency direction between
// workspace packages, React only behind a package's ./react subpath, kebab-case file names and
// no `export *`. Biome does formatting and the general lint rules.
import checkFile from "eslint-plugin-check-file";
import tseslint from "typescript-eslint";
import { architectureRules } from "./tooling/architecture-rules.js";
import { serverLayerRule } from "./tooling/server-layers.js";
import { workspacePlugin } from "./tooling/workspace-boundary-rule.js";

const noExportAll = { selector: "ExportAllDeclaration", message: "No `export *`: list each public name explicitly." };
// Every call is declared once, in the api-client contract (ARCHITECTURE.md, contract-first): a
// path spelt anywhere else (code, tests, journeys) could drift from what the server registers.
const apiPathMessage = "接口路径只在 packages/api-client/src/contract 中声明：请引用其声明（如 noticeCalls.list.path 或 noticePaths）。";
const noApiPathLiteral = [
  { selector: "Literal[value=/^\\/api\\//]", message: apiPathMessage },
  { selector: "TemplateElement[value.raw=/^\\/api\\//]", message: apiPathMessage },
];

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
      "workspace/no-cross-feature-import": "error",
      "no-restricted-syntax": ["error", noExportAll, ...noApiPathLiteral],
      "check-file/filename-naming-convention": ["error", { "**/*.{ts,tsx,js,mjs}": "KEBAB_CASE" }, { ignoreMiddleExtensions: true }],
      "check-file/folder-naming-convention": ["error", { "{apps,packages}/*/{src,app,stories,e2e}/**/": "KEBAB_CASE" }],
    },
  },
  // The contract is where the paths live.
  { files: ["packages/api-client/src/contract/**"], rules: { "no-restricted-syntax": ["error", noExportAll] } },
  ...architectureRules,
  // The services' layers: platform below capabilities, capabilities apart, wired only by the
  // composition root (tooling/server-layers.js; the cycles inside the platform are the module
  // graph's test, tooling/server-layers.test.ts).
  { files: ["apps/server/src/**/*.ts"], plugins: { server: { rules: { layers: serverLayerRule } } }, rules: { "server/layers": "error" } },
);
