import { Link } from "react-router";
import { type Channel, loadArticlePage } from "../features/news/articles.server.ts";
import * as styles from "../features/news/news-h5.css.ts";
import { newsTexts } from "../features/news/news-texts.ts";
import { messages } from "../lib/messages.ts";
import { fillText, pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/default-news-list-h5";

const texts = newsTexts;
const STEP = 15;

/** The mobile list: one column of titles, growing by `?current=` (each step a longer first page). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const shown = Math.min(Math.max(1, Number.parseInt(url.searchParams.get("current") ?? "1", 10) || 1), 6);
  // Up to 6 steps of 15 (90 articles) as one first page: within the size the services accept.
  const result = await loadArticlePage(request, context, { size: STEP * shown, current: 1 });
  return { ...result, shown };
}

/** 资讯 (spec §2 news/news-list-h5): the list for phones and the app's web view; more loads by a link. */
export default function NewsListH5({ loaderData }: Route.ComponentProps) {
  const { category, records, total, shown } = loaderData;
  const channel: Channel = category;
  return (
    <div className={styles.page} data-testid="news-list-h5">
      <h1 className={styles.title}>{texts.channels[channel] ?? texts.mobileTitle}</h1>
      <ul className={styles.list}>
        {records.map((article) => (
          <li key={article.id} className={styles.item}>
            <Link to={`/default/news/news-detail?id=${article.id}`} className={styles.link}>
              <span>{article.title}</span>
              <time dateTime={article.publishTime.replace(" ", "T")}>{article.publishTime.slice(0, 10)}</time>
            </Link>
          </li>
        ))}
      </ul>
      {records.length < total && shown < 6 && (
        <Link to={`/default/news/news-list-h5?category=${channel}&current=${shown + 1}`} className={styles.more}>
          {texts.more}
        </Link>
      )}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  const channel = (args.loaderData && texts.channels[args.loaderData.category]) ?? texts.mobileTitle;
  // The document already has a phone viewport (root Layout).
  return pageMeta(args, { title: channel, description: fillText(messages.seo.newsListH5, { channel }) });
}
