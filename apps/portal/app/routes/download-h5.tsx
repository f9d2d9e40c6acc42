import { AppDownloadPage } from "../features/app-download/app-download-page.tsx";
import { messages } from "../lib/messages.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/download-h5";

/** The mobile download page: the platform's app, its store links and QR code from the platform configuration. */
export default function DownloadH5() {
  return <AppDownloadPage title={messages.downloadTitle} intro={messages.seo.download} />;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: messages.downloadTitle, description: messages.seo.download });
}
