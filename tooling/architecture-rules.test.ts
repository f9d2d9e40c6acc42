// Proves every architecture lint rule is live: a deliberate violation fails, and the same file
// written correctly passes, so neither half of a rule can silently stop working.
import { describe, expect, it } from "vitest";
import { importing, importingType, lintMessages } from "./lint-text.ts";

const ruleIdsFor = async (file: string, code: string) => (await lintMessages(file, code)).map((m) => m.ruleId);

const violations: Array<[string, string, string, string]> = [
  ["domain imports a workspace package", "packages/domain/src/a.ts", importing("x", "@cidp/api-client"), "no-restricted-imports"],
  ["domain imports React", "packages/domain/src/a.ts", importing("useState", "react"), "no-restricted-imports"],
  [
    "domain reaches into another package by path",
    "packages/domain/src/a.ts",
    importing("x", "../../ui/src/index.ts"),
    "workspace/no-cross-package-relative-import",
  ],
  ["ui imports a workspace package's values", "packages/ui/src/a.ts", importing("PRODUCT_SLUG", "@cidp/domain"), "no-restricted-imports"],
  ["ui imports the api client", "packages/ui/src/a.ts", importing("createApiClient", "@cidp/api-client"), "no-restricted-imports"],
  ["upload imports ui", "packages/upload/src/a.ts", importing("Button", "@cidp/ui"), "no-restricted-imports"],
  ["chat imports an app", "packages/chat/src/a.ts", importing("x", "../../../apps/portal/app/root.tsx"), "no-restricted-imports"],
  [
    "a portal file reaches into a package's internals",
    "apps/portal/app/a.ts",
    importing("x", "../../../packages/ui/src/button/button.tsx"),
    "workspace/no-cross-package-relative-import",
  ],
  ["api-client imports ui", "packages/api-client/src/a.ts", importing("Button", "@cidp/ui"), "no-restricted-imports"],
  ["api-client imports upload", "packages/api-client/src/a.ts", importing("x", "@cidp/upload"), "no-restricted-imports"],
  ["chat core imports React", "packages/chat/src/a.ts", importing("useState", "react"), "no-restricted-imports"],
  ["upload core imports react-dom", "packages/upload/src/a.ts", importing("createPortal", "react-dom"), "no-restricted-imports"],
  ["api-client imports React", "packages/api-client/src/a.ts", importing("useState", "react"), "no-restricted-imports"],
  ["server imports the portal", "apps/server/src/a.ts", importing("x", "../../portal/app/root.tsx"), "no-restricted-imports"],
  ["server imports ui", "apps/server/src/a.ts", importing("Button", "@cidp/ui"), "no-restricted-imports"],
  ["server imports the client instead of the contract", "apps/server/src/a.ts", importing("createApiClient", "@cidp/api-client"), "no-restricted-imports"],
  [
    "a portal feature imports another feature",
    "apps/portal/app/features/member/a.ts",
    importing("x", "../chat/use-chat-engine.ts"),
    "workspace/no-cross-feature-import",
  ],
  [
    "a portal feature imports another feature lazily",
    "apps/portal/app/features/shell/a.tsx",
    'export const y = () => import("../messages/notice-panel.tsx");\n',
    "workspace/no-cross-feature-import",
  ],
  ["a file name is not kebab-case", "packages/domain/src/loginSync.ts", "export const y = 1;\n", "check-file/filename-naming-convention"],
  ["a file name is PascalCase", "apps/portal/app/routes/Home.tsx", "export const y = 1;\n", "check-file/filename-naming-convention"],
  ["a folder name is not kebab-case", "packages/ui/src/DatePicker/index.ts", "export const y = 1;\n", "check-file/folder-naming-convention"],
  ["a module re-exports with export *", "packages/upload/src/index.ts", 'export * from "./a.ts";\n', "no-restricted-syntax"],
  ["a server module spells an API path", "apps/server/src/platform/chat/routes.ts", 'export const list = "/api/sys/chat/list";\n', "no-restricted-syntax"],
  [
    "a journey spells an API path after the origin",
    "apps/portal/e2e/a.spec.ts",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the linted source text holds a template literal.
    "const origin = 'x';\nexport const u = `${origin}/api/dev/sms-outbox`;\n",
    "no-restricted-syntax",
  ],
  [
    "a test spells an API path in single quotes",
    "packages/api-client/src/a.test.ts",
    "export const u = '/api/rs-cms-service/new-center-notice/list';\n",
    "no-restricted-syntax",
  ],
  [
    "a package's adapter spells an API path",
    "packages/upload/src/a.ts",
    "export const u = `/api/cidp-support/upload/resource/sts/register`;\n",
    "no-restricted-syntax",
  ],
  [
    "a repository throws HttpError",
    "apps/server/src/capabilities/tender/tender-repository.ts",
    importing("HttpError", "../../http/validate.ts"),
    "no-restricted-imports",
  ],
  [
    "a records module throws HttpError",
    "apps/server/src/platform/records/lock-records.ts",
    importing("HttpError", "../../http/validate.ts"),
    "no-restricted-imports",
  ],
  [
    "an order records module throws HttpError (no folder is exempt)",
    "apps/server/src/platform/order/order-records.ts",
    importing("HttpError", "../../http/validate.ts"),
    "no-restricted-imports",
  ],
  [
    "a records module still imports the portal",
    "apps/server/src/capabilities/procurement/sheet-records.ts",
    importing("x", "@cidp/portal"),
    "no-restricted-imports",
  ],
];

const allowed: Array<[string, string, string]> = [
  ["domain imports its own files", "packages/domain/src/a.ts", importing("x", "./b.ts")],
  ["a deep server file climbs within its package", "apps/server/src/platform/cms/routes.ts", importing("x", "../../db/schema.ts")],
  ["ui imports domain types only", "packages/ui/src/a.ts", importingType("PlatformConfig", "@cidp/domain")],
  [
    "upload imports domain and api-client",
    "packages/upload/src/a.ts",
    'import { x } from "@cidp/domain";\nimport { y } from "@cidp/api-client";\nexport const z = [x, y];\n',
  ],
  ["chat's ./react subpath imports React", "packages/chat/src/react/use-chat.ts", importing("useSyncExternalStore", "react")],
  [
    "portal imports every package",
    "apps/portal/app/a.ts",
    'import { x } from "@cidp/ui";\nimport { y } from "@cidp/upload";\nimport { useState } from "react";\nexport const z = [x, y, useState];\n',
  ],
  [
    "a portal feature imports its own files and app/lib",
    "apps/portal/app/features/member/a.ts",
    'import { x } from "./b.ts";\nimport { y } from "../../lib/messages.ts";\nexport const z = [x, y];\n',
  ],
  ["a route imports features", "apps/portal/app/routes/a.ts", importing("x", "../features/chat/b.ts")],
  ["server imports the contract", "apps/server/src/a.ts", importing("cmsPaths", "@cidp/api-client/contract")],
  [
    "a records module refuses with a domain refusal",
    "apps/server/src/capabilities/procurement/sheet-records.ts",
    importing("refuse", "../../runtime/refusal.ts"),
  ],
  [
    "a repository parses input with http/validate",
    "apps/server/src/capabilities/tender/tender-repository.ts",
    importing("parseInput", "../../http/validate.ts"),
  ],
  ["a route module throws HttpError", "apps/server/src/capabilities/tender/routes.ts", importing("HttpError", "../../http/validate.ts")],
  ["a kebab-case name with a role suffix", "packages/domain/src/login-sync.machine.ts", "export const y = 1;\n"],
  ["named re-exports", "packages/upload/src/index.ts", 'export { a } from "./a.ts";\n'],
  ["the contract declares a path", "packages/api-client/src/contract/a.contract.ts", 'export const paths = { list: "/api/sys/chat/list" } as const;\n'],
  [
    "code refers to a declared path",
    "apps/portal/app/a.ts",
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the linted source text holds a template literal.
    'import { noticePaths } from "@cidp/api-client/contract";\nexport const u = `${noticePaths.list}?current=1`;\n',
  ],
];

describe("architecture lint rules", () => {
  it.each(violations)("fails when %s", async (_name, file, code, ruleId) => {
    expect(await ruleIdsFor(file, code)).toContain(ruleId);
  });

  it.each(allowed)("passes when %s", async (_name, file, code) => {
    expect(await ruleIdsFor(file, code)).toEqual([]);
  });
});
