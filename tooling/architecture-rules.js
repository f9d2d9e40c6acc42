// The dependency direction of ARCHITECTURE.md as ESLint `no-restricted-imports` rules, one
// block per layer. Kept apart from eslint.config.js so the rule proofs can import it.

const reactImports = ["react", "react-dom", "react-dom/*", "react/*"];
const importsOf = (names) => names.map((name) => ({ group: [name, `${name}/*`], message: `此层不得依赖 ${name}（见 ARCHITECTURE.md 的依赖方向）。` }));
const noReact = { group: reactImports, message: "核心入口不得依赖 React：请放到 ./react 子路径。" };
const noAppsByPath = { regex: "(^|/)apps/", message: "包不得引用 apps 下的代码。" };

const serverPatterns = [
  ...importsOf(["@cidp/ui", "@cidp/portal", "@cidp/storybook", "@cidp/upload", "@cidp/chat"]),
  noReact,
  { regex: "(^|/)portal/", message: "server 不得引用 portal。" },
  { regex: "^@cidp/api-client$", message: "server 只引用 api-client 的契约：@cidp/api-client/contract。" },
];
const noHttpErrorInRecords = {
  regex: "(^|/)http/validate(\\.ts)?$",
  importNames: ["HttpError"],
  message: "仓储与记录模块不得抛出 HttpError：请用 runtime/refusal.ts 的 refuse(kind, message)，状态码由 HTTP 层按种类决定。",
};
/** ESLint config blocks, one per layer. */
export const architectureRules = [
  {
    files: ["packages/domain/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [...importsOf(["@cidp/*"]), noReact, noAppsByPath, { regex: "(^|/)packages/", message: "domain 不得引用其他包。" }] },
      ],
    },
  },
  {
    files: ["packages/ui/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...importsOf(["@cidp/api-client", "@cidp/upload", "@cidp/chat", "@cidp/ui", "@cidp/portal", "@cidp/server", "@cidp/storybook"]),
            noAppsByPath,
            { regex: "^@cidp/domain", message: "ui 只能从 domain 引入类型（import type）。", allowTypeImports: true },
          ],
        },
      ],
    },
  },
  {
    files: ["packages/api-client/**", "packages/upload/**", "packages/chat/**"],
    ignores: ["packages/*/src/react/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [...importsOf(["@cidp/ui", "@cidp/portal", "@cidp/server", "@cidp/storybook"]), noReact, noAppsByPath] }],
    },
  },
  {
    files: ["packages/*/src/react/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [...importsOf(["@cidp/ui", "@cidp/portal", "@cidp/server", "@cidp/storybook"]), noAppsByPath] }] },
  },
  {
    files: ["packages/api-client/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [...importsOf(["@cidp/ui", "@cidp/upload", "@cidp/chat", "@cidp/portal", "@cidp/server"]), noReact, noAppsByPath] },
      ],
    },
  },
  {
    files: ["apps/server/**"],
    ignores: ["apps/server/src/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: serverPatterns }] },
  },
  {
    // Repositories and records refuse with a domain Refusal (runtime/refusal.ts); only the HTTP
    // layer chooses a status. The flat config replaces a rule's options, so the server's own
    // patterns are repeated here.
    files: ["apps/server/src/**/*repository*.ts", "apps/server/src/**/*records*.ts"],
    ignores: ["apps/server/src/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [...serverPatterns, noHttpErrorInRecords] }] },
  },
  {
    // The contract tests drive the real client against the in-process server.
    files: ["apps/server/src/**/*.test.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [...importsOf(["@cidp/ui", "@cidp/portal", "@cidp/storybook"]), noReact] }] },
  },
];
