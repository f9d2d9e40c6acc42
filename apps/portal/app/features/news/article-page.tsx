import * as page from "../../lib/page.css.ts";
import { ArticleView, type ShownArticle } from "./article-view.tsx";

/** A detail page of one article (news, knowledge): the article in the page's column. */
export function ArticlePage({ article }: { article: ShownArticle }) {
  return (
    <div className={page.inner}>
      <ArticleView article={article} />
    </div>
  );
}

/** An article page's title and description: its summary, or the title when it has none. */
export const articleHead = (article: { title: string; summary: string }) => ({ title: article.title, description: article.summary || article.title });
