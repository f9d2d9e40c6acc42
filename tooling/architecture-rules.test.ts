// Proves every architecture lint rule is live: a deliberate violation fails, and the same file
// written correctly passes, so neither half of a rule can silently stop working.
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, "eslint.config.js") });

async function ruleIdsFor(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`);
}

const violations: Array<[string, string, string, string]> = [
  ["domain imports a workspace package", "packages/domain/src/a.ts", 'import { x } from "@cidp/api-client";\nexport const y = x;\n', "no-restricted-imports"],
  ["domain imports React", "packages/domain/src/a.ts", 'import { useState } from "react";\nexport const y = useState;\n', "no-restricted-imports"],
  [
    "domain reaches into another package by path",
    "packages/domain/src/a.ts",
    'import { x } from "../../ui/src/index.ts";\nexport const y = x;\n',
    "workspace/no-cross-package-relative-import",
  ],
  [
    "ui imports a workspace package's values",
    "packages/ui/src/a.ts",
    'import { PRODUCT_SLUG } from "@cidp/domain";\nexport const y = PRODUCT_SLUG;\n',
    "no-restricted-imports",
  ],
  [
    "ui imports the api client",
    "packages/ui/src/a.ts",
    'import { createApiClient } from "@cidp/api-client";\nexport const y = createApiClient;\n',
    "no-restricted-imports",
  ],
  ["upload imports ui", "packages/upload/src/a.ts", 'import { Button } from "@cidp/ui";\nexport const y = Button;\n', "no-restricted-imports"],
  ["chat imports an app", "packages/chat/src/a.ts", 'import { x } from "../../../apps/portal/app/root.tsx";\nexport const y = x;\n', "no-restricted-imports"],
  [
    "a portal file reaches into a package's internals",
    "apps/portal/app/a.ts",
    'import { x } from "../../../packages/ui/src/button/button.tsx";\nexport const y = x;\n',
    "workspace/no-cross-package-relative-import",
  ],
  ["api-client imports ui", "packages/api-client/src/a.ts", 'import { Button } from "@cidp/ui";\nexport const y = Button;\n', "no-restricted-imports"],
  ["api-client imports upload", "packages/api-client/src/a.ts", 'import { x } from "@cidp/upload";\nexport const y = x;\n', "no-restricted-imports"],
  ["chat core imports React", "packages/chat/src/a.ts", 'import { useState } from "react";\nexport const y = useState;\n', "no-restricted-imports"],
  [
    "upload core imports react-dom",
    "packages/upload/src/a.ts",
    'import { createPortal } from "react-dom";\nexport const y = createPortal;\n',
    "no-restricted-imports",
  ],
  ["api-client imports React", "packages/api-client/src/a.ts", 'import { useState } from "react";\nexport const y = useState;\n', "no-restricted-imports"],
  ["server imports the portal", "apps/server/src/a.ts", 'import { x } from "../../portal/app/root.tsx";\nexport const y = x;\n', "no-restricted-imports"],
  ["server imports ui", "apps/server/src/a.ts", 'import { Button } from "@cidp/ui";\nexport const y = Button;\n', "no-restricted-imports"],
  [
    "server imports the client instead of the contract",
    "apps/server/src/a.ts",
    'import { createApiClient } from "@cidp/api-client";\nexport const y = createApiClient;\n',
    "no-restricted-imports",
  ],
  [
    "a portal feature imports another feature",
    "apps/portal/app/features/member/a.ts",
    'import { x } from "../chat/use-chat-engine.ts";\nexport const y = x;\n',
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
];

const allowed: Array<[string, string, string]> = [
  ["domain imports its own files", "packages/domain/src/a.ts", 'import { x } from "./b.ts";\nexport const y = x;\n'],
  ["a deep server file climbs within its package", "apps/server/src/platform/cms/routes.ts", 'import { x } from "../../db/schema.ts";\nexport const y = x;\n'],
  ["ui imports domain types only", "packages/ui/src/a.ts", 'import type { PlatformConfig } from "@cidp/domain";\nexport type Y = PlatformConfig;\n'],
  [
    "upload imports domain and api-client",
    "packages/upload/src/a.ts",
    'import { x } from "@cidp/domain";\nimport { y } from "@cidp/api-client";\nexport const z = [x, y];\n',
  ],
  [
    "chat's ./react subpath imports React",
    "packages/chat/src/react/use-chat.ts",
    'import { useSyncExternalStore } from "react";\nexport const y = useSyncExternalStore;\n',
  ],
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
  ["a route imports features", "apps/portal/app/routes/a.ts", 'import { x } from "../features/chat/b.ts";\nexport const y = x;\n'],
  ["server imports the contract", "apps/server/src/a.ts", 'import { cmsPaths } from "@cidp/api-client/contract";\nexport const y = cmsPaths;\n'],
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
