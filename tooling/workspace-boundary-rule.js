// A relative import must stay inside its own workspace package: crossing into another package
// by path would bypass the package's public entry and the dependency rules keyed on its name.
import path from "node:path";

const packageRoot = (file) => {
  const match = /^(.*?[\\/](?:apps|packages)[\\/][^\\/]+)[\\/]/.exec(file);
  return match ? match[1] : null;
};

/**
 * An ESLint rule over a file's relative imports (static, re-exports and `import()`): `judgeFor`
 * gives, for the file, how to judge one import by its source text and the path it resolves to (a
 * report's messageId and data, or null when it may), or null when the rule does not look at it.
 */
function relativeImportRule(messages, judgeFor) {
  return {
    meta: { type: "problem", schema: [], messages },
    create(context) {
      const judge = judgeFor(context.filename);
      if (!judge) return {};
      const check = (node) => {
        const source = node.source?.value;
        if (typeof source !== "string" || !source.startsWith(".")) return;
        const report = judge(source, path.resolve(path.dirname(context.filename), source));
        if (report) context.report({ node: node.source, ...report });
      };
      return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
    },
  };
}

/** ESLint rule: relative imports may not leave the importing file's package. */
export const noCrossPackageRelativeImport = relativeImportRule({ outside: "相对路径 '{{source}}' 越出了本包：请通过包名引用其公共入口。" }, (file) => {
  const root = packageRoot(file);
  if (!root) return null;
  return (source, target) => (target !== root && !target.startsWith(root + path.sep) ? { messageId: "outside", data: { source } } : null);
});

const featureOf = (file) => /[\\/]apps[\\/]portal[\\/]app[\\/]features[\\/]([^\\/]+)[\\/]/.exec(file)?.[1] ?? null;

/**
 * ESLint rule: a portal feature imports no other feature (ARCHITECTURE.md, issue "contract-first
 * backbone"): what two features share lives in `app/lib`, so a feature can be read, moved or
 * deleted alone.
 */
export const noCrossFeatureImport = relativeImportRule({ other: "功能模块 '{{own}}' 不得引用功能模块 '{{other}}'：共用的代码请放到 app/lib。" }, (file) => {
  const own = featureOf(file);
  if (!own) return null;
  return (_source, target) => {
    const other = featureOf(target + path.sep);
    return other && other !== own ? { messageId: "other", data: { own, other } } : null;
  };
});

/** The local plugin that carries the rules. */
export const workspacePlugin = {
  rules: { "no-cross-package-relative-import": noCrossPackageRelativeImport, "no-cross-feature-import": noCrossFeatureImport },
};
