import { messages } from "../lib/messages.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { useRootData } from "../lib/site/use-root-data.ts";
import type { Route } from "./+types/download-h5";

/** The mobile download page: the app's QR code from the platform configuration. */
export default function DownloadH5() {
  const { branding } = useRootData();
  return (
    <div style={{ display: "grid", justifyItems: "center", gap: 16, padding: 32 }}>
      <h1>{messages.downloadTitle}</h1>
      <img src={branding.codeImg} alt={messages.downloadTitle} width={200} height={200} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: messages.downloadTitle, description: messages.seo.download });
}
