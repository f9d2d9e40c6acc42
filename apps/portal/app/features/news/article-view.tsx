import { Link } from "react-router";
import { MetaRow, MetaTable } from "./meta-table.tsx";
import * as styles from "./news.css.ts";
import { newsTexts } from "./news-texts.ts";
import { RichText } from "./rich-text.tsx";

const texts = newsTexts;

/** An article as the detail page shows it (the body already sanitised on the server). */
export interface ShownArticle {
  id: number;
  category: string;
  title: string;
  source: string;
  author: string;
  publishTime: string;
  viewCount: number;
  content: string;
  policy: { docNumber: string; issuingAuthority: string; effectiveDate: string; validity: string } | null;
  previous: { id: number; title: string } | null;
  next: { id: number; title: string } | null;
  related: { id: number; title: string; publishTime: string }[];
}

/** Where a channel's list is: the knowledge base and party building have their own sections. */
function channelPath(category: string): string {
  if (category === "knowledge") return "/default/knowledge-base";
  if (category === "party") return "/default/djyl/news-more";
  return `/default/news/news-list?category=${category}`;
}

/** Where an article of a channel is read. */
export function detailPathOf(category: string): string {
  return category === "knowledge" ? "/default/knowledge-base/knowledge-details" : "/default/news/news-detail";
}

function Neighbour({ label, link, category }: { label: string; link: { id: number; title: string } | null; category: string }) {
  return (
    <p>
      {label}
      {link ? <Link to={`${detailPathOf(category)}?id=${link.id}`}>{link.title}</Link> : texts.none}
    </p>
  );
}

/** Breadcrumbs, title and facts, a policy's metadata table, the body, neighbours and related articles; prints as the article alone. */
export function ArticleView({ article }: { article: ShownArticle }) {
  const channel = texts.channels[article.category] ?? article.category;
  return (
    <article className={styles.article} data-print-article data-testid="article">
      <nav aria-label={texts.breadcrumb} className={styles.screenOnly}>
        <ol className={styles.breadcrumbs}>
          <li>
            <Link to="/default/home">{texts.home}</Link>
          </li>
          <li>
            <Link to={channelPath(article.category)}>{channel}</Link>
          </li>
          <li aria-current="page">{article.title}</li>
        </ol>
      </nav>
      <h1>{article.title}</h1>
      <p className={styles.muted}>
        <span>
          {texts.source}
          {article.source}
        </span>
        {article.author && (
          <span>
            {texts.author}
            {article.author}
          </span>
        )}
        <span>
          {texts.published}
          <time dateTime={article.publishTime.replace(" ", "T")}>{article.publishTime}</time>
        </span>
        <span>{texts.views.replace("{n}", String(article.viewCount))}</span>
      </p>
      {article.policy && (
        <MetaTable testId="policy-meta">
          <MetaRow label={texts.docNumber}>{article.policy.docNumber}</MetaRow>
          <MetaRow label={texts.issuingAuthority}>{article.policy.issuingAuthority}</MetaRow>
          <MetaRow label={texts.publishDate}>{article.publishTime.slice(0, 10)}</MetaRow>
          <MetaRow label={texts.effectiveDate}>{article.policy.effectiveDate}</MetaRow>
          <MetaRow label={texts.validityLabel}>{texts.validity[article.policy.validity]}</MetaRow>
        </MetaTable>
      )}
      <RichText html={article.content} testId="article-body" />
      <div className={`${styles.neighbours} ${styles.screenOnly}`}>
        <Neighbour label={texts.previous} link={article.previous} category={article.category} />
        <Neighbour label={texts.next} link={article.next} category={article.category} />
      </div>
      {article.related.length > 0 && (
        <section aria-labelledby="related-title" className={styles.screenOnly}>
          <h2 id="related-title">{texts.related}</h2>
          <ul>
            {article.related.map((r) => (
              <li key={r.id}>
                <Link to={`${detailPathOf(article.category)}?id=${r.id}`}>{r.title}</Link>{" "}
                <time dateTime={r.publishTime.replace(" ", "T")}>{r.publishTime.slice(0, 10)}</time>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
