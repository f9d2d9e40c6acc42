import { companyTexts as texts } from "../features/company/company-texts.ts";
import * as news from "../features/news/news.css.ts";
import { messages } from "../lib/messages.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/default-qualification-teleport";

/** The national lookup of construction qualifications (四库一平台). */
const NATIONAL_LOOKUP = "https://jzsc.mohurd.gov.cn/";

/** 资质核验 (spec §2 qualification/teleport): what the national lookup is, and the way there in a new window. */
export default function QualificationTeleport() {
  return (
    <div className={page.inner}>
      <article className={news.article}>
        <h1>{texts.teleportTitle}</h1>
        <p>{texts.teleportText}</p>
        <p>
          <a href={NATIONAL_LOOKUP} target="_blank" rel="noopener noreferrer" className={page.primaryLink}>
            {texts.teleportLink}
          </a>
        </p>
      </article>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.teleportTitle, description: messages.seo.teleport });
}
