import { getContentList } from "@cidp/api-client";
import { safeHref } from "@cidp/domain";
import * as news from "../features/news/news.css.ts";
import { messages } from "../lib/messages.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { portalRequest } from "../lib/session/portal-request.server.ts";
import { siblingLink } from "../lib/session/sibling-handoff.server.ts";
import type { Route } from "./+types/default-digital-platform";

const texts = messages.digitalPlatforms;

/** The platforms (content list cypt_list), each linked through the hand-off when it is a sibling site. */
export async function loader({ context }: Route.LoaderArgs) {
  const answer = await getContentList(portalRequest(context).visitor, { code: "cypt_list" }, { silent: true });
  return answer.data.map((p) => ({ id: p.id, title: p.title, summary: p.summary, imgUrl: p.imgUrl, href: siblingLink(p.linkUrl, safeHref(p.linkUrl)) }));
}

/** 数字平台 (spec §2 digital-platform/dg-platform): every professional platform, a member arriving logged in. */
export default function DigitalPlatforms({ loaderData }: Route.ComponentProps) {
  return (
    <div className={page.inner}>
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      {loaderData.length === 0 ? (
        <p>{texts.empty}</p>
      ) : (
        <ul className={news.list} data-testid="digital-platforms">
          {loaderData.map((p) => (
            <li key={p.id} className={news.item}>
              <h2 className={news.itemTitle}>{p.title}</h2>
              <p>{p.summary}</p>
              {p.href && (
                <a href={p.href} target="_blank" rel="noopener noreferrer" className={page.primaryLink}>
                  {texts.open.replace("{name}", p.title)}
                </a>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.title, description: texts.intro });
}
