import { createContext, Fragment, type LinkHTMLAttributes, useContext } from "react";
import { type HtmlLinkDescriptor, UNSAFE_FrameworkContext, useMatches } from "react-router";

/** The links of the matched routes: their bundled CSS first, then what each route's `links()` returns. */
export function routeLinkDescriptors(
  routeIds: readonly string[],
  manifestRoutes: Readonly<Record<string, { css?: string[] } | undefined>>,
  routeModules: Readonly<Record<string, { links?: () => unknown[] } | undefined>>,
): HtmlLinkDescriptor[] {
  const seen = new Set<string>();
  const descriptors: HtmlLinkDescriptor[] = [];
  for (const id of routeIds) {
    // React Router marks a file a lazy chunk also loads with a trailing `#`, so that Vite's
    // preload adds a second link a route change cannot remove. A `precedence` stylesheet stays in
    // the document for good, so the plain address serves both, and Vite's preload, finding it
    // there, does not fetch the file again.
    const css = (manifestRoutes[id]?.css ?? []).map((href): HtmlLinkDescriptor => ({ rel: "stylesheet", href: href.replace(/#$/, "") }));
    const own = (routeModules[id]?.links?.() ?? []).filter(isHtmlLink);
    for (const descriptor of [...css, ...own]) {
      const key = `${descriptor.rel} ${descriptor.href ?? descriptor.imageSrcSet ?? ""}`;
      if (seen.has(key)) continue;
      seen.add(key);
      descriptors.push(descriptor);
    }
  }
  return descriptors;
}

function isHtmlLink(value: unknown): value is HtmlLinkDescriptor {
  // Page-prefetch descriptors ({ page }) have no rel; they are not document links.
  return typeof value === "object" && value !== null && "rel" in value;
}

/**
 * The text of a style sheet small enough to put into the document, by its address (null: link
 * it). Given by entry.server from the client build; absent in the browser.
 */
export const StylesheetTextContext = createContext<((href: string) => string | null) | null>(null);

/** Whether the document the server sent carries this style sheet inline (React merges them into one tag). */
function inlinedInDocument(href: string): boolean {
  return typeof document !== "undefined" && document.querySelector(`style[data-href~="${CSS.escape(href)}"]`) !== null;
}

/**
 * The document links of the matched routes, in place of React Router's `<Links>`. Stylesheets
 * get a React `precedence`, so React writes them at the top of `<head>` and, during client
 * navigation, holds the commit until a newly matched route's sheet has loaded. Small sheets come
 * inline: the first paint waits for no request. The route scripts are not hinted here: they load
 * after the first paint (lib/deferred-scripts.tsx).
 */
export function RouteLinks({ nonce }: { nonce?: string }) {
  const framework = useContext(UNSAFE_FrameworkContext);
  const stylesheetText = useContext(StylesheetTextContext);
  const matches = useMatches();
  if (!framework) return null;
  const routeIds = matches.map((match) => match.id);
  const descriptors = routeLinkDescriptors(
    routeIds,
    framework.manifest.routes,
    framework.routeModules as Record<string, { links?: () => unknown[] } | undefined>,
  );
  const links = descriptors.map((descriptor) => {
    if (descriptor.rel !== "stylesheet" || !descriptor.href) {
      return <link key={`${descriptor.rel} ${descriptor.href ?? descriptor.imageSrcSet}`} {...descriptor} nonce={nonce} />;
    }
    const { href } = descriptor;
    const text = stylesheetText?.(href) ?? null;
    // In the browser the server's choice stands: a sheet it inlined is adopted from the document.
    if (text === null && !inlinedInDocument(href)) return <link key={`stylesheet ${href}`} {...descriptor} precedence="default" nonce={nonce} />;
    return (
      <Fragment key={`style ${href}`}>
        <style href={href} precedence="default" nonce={nonce}>
          {text ?? ""}
        </style>
        {/* Vite's preload of a lazy chunk looks for the chunk's sheets among the links: this one
            says the sheet is here already, and a disabled link is never fetched. */}
        <link {...({ rel: "stylesheet", href, disabled: true } as LinkHTMLAttributes<HTMLLinkElement>)} />
      </Fragment>
    );
  });
  return links;
}
