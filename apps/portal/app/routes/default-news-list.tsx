import { policyValidities } from "@cidp/api-client/contract";
import { Link } from "react-router";
import { type Channel, loadArticlePage } from "../features/news/articles.server.ts";
import * as styles from "../features/news/news.css.ts";
import { newsTexts } from "../features/news/news-texts.ts";
import { PagedArticles } from "../features/news/paged-articles.tsx";
import { messages } from "../lib/messages.ts";
import * as page from "../lib/page.css.ts";
import { fillText, listPageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/default-news-list";

const texts = newsTexts;
const PAGE_SIZE = 10;
/** The channels this list pages through (party building has its own section, djyl). */
const CHANNELS: Channel[] = ["news", "policy", "industry", "salon"];

/** A channel's articles, newest first, a page at a time; policies filtered by 有效性. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadArticlePage(request, context, { size: PAGE_SIZE });
}

function listHref(category: Channel, validity: string | null, current = 1) {
  const query = new URLSearchParams({ category });
  if (validity) query.set("validity", validity);
  if (current > 1) query.set("current", String(current));
  return `/default/news/news-list?${query.toString()}`;
}

/** 新闻资讯 (spec §2 news/news-list): the channels as tabs, the list, a bounded pager; works without scripts. */
export default function NewsList({ loaderData }: Route.ComponentProps) {
  const { category, validity, current, pages, total, records } = loaderData;
  return (
    <div className={page.inner} data-testid="news-list">
      <h1>{texts.channels[category]}</h1>
      <nav aria-label={texts.channelNav} className={styles.tabs}>
        {CHANNELS.map((channel) => (
          <Link key={channel} to={listHref(channel, null)} aria-current={channel === category ? "page" : undefined}>
            {texts.channels[channel]}
          </Link>
        ))}
      </nav>
      {category === "policy" && (
        <nav aria-label={texts.validityNav} className={styles.tabs}>
          {[null, ...policyValidities].map((value) => (
            <Link key={value ?? "all"} to={listHref("policy", value)} aria-current={value === validity ? "page" : undefined}>
              {texts.validity[value ?? "all"]}
            </Link>
          ))}
        </nav>
      )}
      <PagedArticles records={records} current={current} pages={pages} href={(n) => listHref(category, validity, n)} total={total} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  const channel = texts.channels[args.loaderData?.category ?? "news"] ?? "";
  return listPageMeta(args, { title: channel, description: fillText(messages.seo.newsList, { channel }) }, args.loaderData?.current);
}
