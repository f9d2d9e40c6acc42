// A relative import must stay inside its own workspace package: crossing into another package
// by path would bypass the package's public entry and the dependency rules keyed on its name.
import path from "node:path";

const packageRoot = (file) => {
  const match = /^(.*?[\\/](?:apps|packages)[\\/][^\\/]+)[\\/]/.exec(file);
  return match ? match[1] : null;
};

/** ESLint rule: relative imports may not leave the importing file's package. */
export const noCrossPackageRelativeImport = {
  meta: { type: "problem", schema: [], messages: { outside: "相对路径 '{{source}}' 越出了本包：请通过包名引用其公共入口。" } },
  create(context) {
    const root = packageRoot(context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (!root || typeof source !== "string" || !source.startsWith(".")) return;
      const target = path.resolve(path.dirname(context.filename), source);
      if (target !== root && !target.startsWith(root + path.sep)) context.report({ node: node.source, messageId: "outside", data: { source } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

const featureOf = (file) => /[\\/]apps[\\/]portal[\\/]app[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file)?.[1] ?? null;

/**
 * ESLint rule: a portal feature imports no other feature (ARCHITECTURE.md, issue "contract-first
 * backbone"): what two features share lives in `app/lib`, so a feature can be read, moved or
 * deleted alone.
 */
export const noCrossFeatureImport = {
  meta: { type: "problem", schema: [], messages: { other: "功能模块 '{{own}}' 不得引用功能模块 '{{other}}'：共用的代码请放到 app/lib。" } },
  create(context) {
    const own = featureOf(context.filename);
    const check = (node) => {
      const source = node.source?.value;
      if (!own || typeof source !== "string" || !source.startsWith(".")) return;
      const other = featureOf(path.resolve(path.dirname(context.filename), source) + path.sep);
      if (other && other !== own) context.report({ node: node.source, messageId: "other", data: { own, other } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/** The local plugin that carries the rules. */
export const workspacePlugin = {
  rules: { "no-cross-package-relative-import": noCrossPackageRelativeImport, "no-cross-feature-import": noCrossFeatureImport },
};
