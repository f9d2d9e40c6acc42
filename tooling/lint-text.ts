// What the lint-rule proofs share: ESLint run over a file's text as if it stood at a path of the
// repository, and the smallest files an import rule judges.
import path from "node:path";
import { ESLint } from "eslint";

export const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, "eslint.config.js") });

/** What ESLint reports for `code` written at `file` (relative to the repository root); a parse error as `fatal: …`. */
export async function lintMessages(file: string, code: string): Promise<{ ruleId: string; fatal: boolean }[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => ({ ruleId: m.ruleId ?? `fatal: ${m.message}`, fatal: m.fatal === true }));
}

/** A file importing `name` from `from` and using it. */
export const importing = (name: string, from: string) => `import { ${name} } from "${from}";\nexport const y = ${name};\n`;

/** A file importing the type `name` from `from` and using it. */
export const importingType = (name: string, from: string) => `import type { ${name} } from "${from}";\nexport type Y = ${name};\n`;
