import "@cidp/ui";
import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { brandingOf } from "./features/platform/branding.ts";
import { loadPlatformConfig } from "./features/platform/platform-config.server.ts";
import { SiteHeader } from "./features/shell/site-header.tsx";
import { messages } from "./lib/messages.ts";
import { useNonce } from "./lib/nonce.tsx";

/** Server-side start-up: the platform configuration by request host. */
export async function loader({ request }: Route.LoaderArgs) {
  const config = await loadPlatformConfig(request);
  return { platform: brandingOf(config) };
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  const branding = root?.platform ?? brandingOf(null);
  return (
    <html lang="zh-CN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="renderer" content="webkit" />
        <link rel="icon" href={branding.logoImg} />
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#main" className="skip-link">
          {messages.skipToContent}
        </a>
        <SiteHeader branding={branding} />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function Root() {
  return <Outlet />;
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: loaderData?.platform.baseTitle ?? messages.defaultBaseTitle }];
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message = status === 404 ? messages.notFound : error instanceof Error && error.message ? error.message : messages.genericError;
  return (
    <main id="main">
      <h1>{status}</h1>
      <p>{message}</p>
      {status === 404 && <a href="/default/home">{messages.backHome}</a>}
    </main>
  );
}
