import { Link } from "react-router";
import { ResponsivePicture } from "../../lib/media/responsive-picture.tsx";
import * as page from "../../lib/page.css.ts";
import * as styles from "./news.css.ts";
import { newsTexts } from "./news-texts.ts";

const texts = newsTexts;

/** An article as a list shows it. */
export interface ListedArticle {
  id: number;
  title: string;
  summary: string;
  source: string;
  publishTime: string;
  policy: { docNumber: string; issuingAuthority: string; validity: string } | null;
  /** The cover picture's address, "" for none. */
  coverImg?: string;
}

/** A channel's articles: linked titles, summaries, and the facts a reader scans for (文号 and 有效性 for policies). */
export function ArticleList({
  records,
  emptyText,
  detailPath = "/default/news/news-detail",
}: {
  records: readonly ListedArticle[];
  emptyText: string;
  detailPath?: string;
}) {
  if (records.length === 0) return <p data-testid="article-list-empty">{emptyText}</p>;
  return (
    <ul className={styles.list} data-testid="article-list">
      {records.map((article, i) => (
        <li key={article.id} className={article.coverImg ? styles.itemWithCover : styles.item}>
          {article.coverImg ? (
            // Decorative: the title beside it names the article. The first two are above the fold.
            <ResponsivePicture
              src={article.coverImg}
              alt=""
              sizes="(max-width: 480px) 96px, 160px"
              loading={i < 2 ? "eager" : "lazy"}
              className={page.cover}
              width={640}
              height={400}
            />
          ) : null}
          <div>
            <h2 className={styles.itemTitle}>
              <Link to={`${detailPath}?id=${article.id}`}>{article.title}</Link>
            </h2>
            <p>{article.summary}</p>
            <p className={styles.muted}>
              {article.policy && (
                <>
                  <span>{article.policy.docNumber}</span>
                  <span>{article.policy.issuingAuthority}</span>
                  <span>{texts.validity[article.policy.validity]}</span>
                </>
              )}
              {!article.policy && (
                <span>
                  {texts.source}
                  {article.source}
                </span>
              )}
              <time dateTime={article.publishTime.replace(" ", "T")}>{article.publishTime.slice(0, 10)}</time>
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
