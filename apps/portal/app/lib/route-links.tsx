import { useContext } from "react";
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
    const css = (manifestRoutes[id]?.css ?? []).map((href): HtmlLinkDescriptor => ({ rel: "stylesheet", href }));
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
 * The document links of the matched routes, in place of React Router's `<Links>`: stylesheets get
 * a React `precedence`, so React writes them at the top of `<head>`, ahead of the ~30 module
 * preloads `<Scripts>` hoists there. Without it a slow link fetches the render-blocking CSS after
 * the hydration scripts, and the first paint waits for both. During client navigation React
 * inserts a newly matched route's stylesheet and holds the commit until it has loaded.
 */
export function RouteLinks({ nonce }: { nonce?: string }) {
  const framework = useContext(UNSAFE_FrameworkContext);
  const matches = useMatches();
  if (!framework) return null;
  const descriptors = routeLinkDescriptors(
    matches.map((match) => match.id),
    framework.manifest.routes,
    framework.routeModules as Record<string, { links?: () => unknown[] } | undefined>,
  );
  return descriptors.map((descriptor) =>
    descriptor.rel === "stylesheet" ? (
      <link key={`${descriptor.rel} ${descriptor.href}`} {...descriptor} precedence="default" nonce={nonce} />
    ) : (
      <link key={`${descriptor.rel} ${descriptor.href ?? descriptor.imageSrcSet}`} {...descriptor} nonce={nonce} />
    ),
  );
}
