import { Children, cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts } from "react-router";

// `import * as route0 from "/assets/root-….js";` and, without lazy route discovery, `import "/assets/manifest-….js";`.
const STATIC_IMPORT = /^\s*import\s+(?:\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+)?("[^"\n]+")\s*;?[ \t]*$/gm;

/**
 * The page's scripts start after its first frame is on screen: a module script that first waits
 * two animation frames (when the second begins, the first has been drawn), then hints every
 * module the page runs at once (modulepreload, no waterfall) and imports the route modules and
 * the client entry as React Router's own script does, in the same order. A hidden document (a
 * background tab, a prerender) has no frames to wait for and goes on at once.
 *
 * `source` is the text of React Router's route-modules script; null when it is not the expected
 * shape (its static imports), and the script then stays as it is.
 */
export function afterFirstPaint(source: string, preloads: readonly string[]): string | null {
  const imports: { name: string | null; specifier: string }[] = [];
  const rest = source.replace(STATIC_IMPORT, (_line, name: string | undefined, specifier: string) => {
    imports.push({ name: name ?? null, specifier });
    return "";
  });
  if (imports.length === 0 || /^\s*import\s[^(]/m.test(rest)) return null;
  const names = imports.map((entry, index) => entry.name ?? `_unused${index}`);
  return [
    'await new Promise((go) => (document.visibilityState === "visible" ? requestAnimationFrame(() => requestAnimationFrame(() => go())) : go()));',
    "{",
    '  const nonce = document.querySelector("script[nonce]")?.nonce;',
    `  for (const href of ${JSON.stringify(preloads)}) {`,
    '    const link = Object.assign(document.createElement("link"), { rel: "modulepreload", href });',
    "    if (nonce) link.nonce = nonce;",
    "    document.head.append(link);",
    "  }",
    "}",
    // One after the other, so they evaluate in the order of the static imports they replace; the
    // hints above have every file on its way already.
    ...imports.map((entry, index) => `const ${names[index]} = await import(${entry.specifier});`),
    rest,
  ].join("\n");
}

type ScriptsElement = ReactElement<{ rel?: string; href?: string; type?: string; dangerouslySetInnerHTML?: { __html?: string }; children?: ReactNode }>;

/** The elements inside (nested) fragments, each keyed by its path, so that keys stay unique once flat. */
function flatten(node: ReactNode, path = ""): ScriptsElement[] {
  return Children.toArray(node).flatMap((child): ScriptsElement[] => {
    if (!isValidElement<ScriptsElement["props"]>(child)) return [];
    const key = `${path}${String(child.key)}`;
    return child.type === Fragment ? flatten(child.props.children, `${key}/`) : [cloneElement(child, { key })];
  });
}

const isModulePreload = (element: ScriptsElement) => element.type === "link" && element.props.rel === "modulepreload" && typeof element.props.href === "string";

/**
 * React Router's `<Scripts>`, except that the page's JavaScript loads after its first paint: the
 * server-rendered document is complete without it, so on a slow link the first (and largest)
 * paint no longer shares the line with 120 KB of scripts, nor waits for their evaluation. The
 * modulepreload links the framework would put into `<head>` move into that deferred script; the
 * server handoff (`window.__reactRouterContext`) stays as it is.
 */
export function DeferredScripts({ nonce }: { nonce?: string }) {
  // Called as a function, not rendered: its hooks are this component's, and its elements can be rewritten.
  const scripts = Scripts({ nonce });
  if (scripts === null) return null;
  const elements = flatten(scripts);
  const preloads = [...new Set(elements.filter(isModulePreload).map((element) => element.props.href as string))];
  let deferred = false;
  const rewritten = elements.map((element) => {
    const source = element.props.dangerouslySetInnerHTML?.__html;
    const text = element.type === "script" && element.props.type === "module" && typeof source === "string" ? afterFirstPaint(source, preloads) : null;
    if (text === null) return element;
    deferred = true;
    return cloneElement(element, { dangerouslySetInnerHTML: { __html: text } });
  });
  // The hints leave `<head>` only when the script that now gives them was rewritten.
  return <>{deferred ? rewritten.filter((element) => !isModulePreload(element)) : rewritten}</>;
}
