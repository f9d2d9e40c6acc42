import { AppDownloadPage } from "../features/app-download/app-download-page.tsx";
import { messages } from "../lib/messages.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/download-jl-h5";

const texts = messages.downloadJl;

/** The Jilin app's download page (spec §2 /download-jl-h5): store links and QR code from the platform configuration. */
export default function DownloadJlH5() {
  return <AppDownloadPage title={texts.title} intro={texts.intro} />;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.title, description: texts.intro });
}
