import { messages } from "../lib/messages.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { useRootData } from "../lib/site/use-root-data.ts";
import type { Route } from "./+types/download-jl-h5";

const texts = messages.downloadJl;

/** The Jilin app's download page (spec §2 /download-jl-h5): the QR code from the platform configuration. */
export default function DownloadJlH5() {
  const { branding } = useRootData();
  return (
    <div className={page.inner}>
      <section className={page.panel} aria-labelledby="download-jl-title">
        <h1 id="download-jl-title">{texts.title}</h1>
        <p>{texts.intro}</p>
        <img src={branding.codeImg} alt={texts.title} width={200} height={200} />
      </section>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.title, description: texts.intro });
}
