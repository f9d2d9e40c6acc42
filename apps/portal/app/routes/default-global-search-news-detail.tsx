import { SEARCH_KEYWORD_MAX } from "@cidp/api-client/contract";
import { Link } from "react-router";
import { ArticleView, detailPathOf } from "../features/news/article-view.tsx";
import { loadArticle } from "../features/news/articles.server.ts";
import { searchHref } from "../features/search/search-links.ts";
import { searchTexts as texts } from "../features/search/search-texts.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/default-global-search-news-detail";

/** An article opened from the search (`?id=&keyword=`); an unknown or malformed id answers the 404 page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const keyword = (new URL(request.url).searchParams.get("keyword") ?? "").trim().slice(0, SEARCH_KEYWORD_MAX);
  return { article: await loadArticle(request, context), keyword };
}

/** 搜索结果详情 (spec §2 global-search/global-search-news-detail): the article, with the way back to the results it came from. */
export default function GlobalSearchNewsDetail({ loaderData }: Route.ComponentProps) {
  const { article, keyword } = loaderData;
  return (
    <div className={page.inner}>
      {keyword && (
        <p>
          <Link to={searchHref({ keyword })} data-testid="back-to-results">
            {texts.backToResults}：{texts.searchCrumb.replace("{keyword}", keyword)}
          </Link>
        </p>
      )}
      <ArticleView article={article} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  if (!args.loaderData) return [];
  const { article } = args.loaderData;
  // The article's own address is its canonical one: this page is the same article reached from a search.
  const location = { pathname: detailPathOf(article.category), search: `?id=${article.id}` };
  return pageMeta({ ...args, location }, { title: article.title, description: article.summary || article.title });
}
