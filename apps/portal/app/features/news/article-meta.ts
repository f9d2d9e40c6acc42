import { type MetaContext, pageAddress, pageMeta } from "../../lib/seo/page-meta.ts";
import { articleNode, breadcrumbList, type Crumb, structuredData } from "../../lib/seo/structured-data.ts";
import { articleHead } from "./article-page.tsx";

/** What the head says of an article. */
interface MetaArticle {
  id: number;
  title: string;
  summary: string;
  publishTime: string;
  source: string;
}

/** Where an article page sits: its schema.org type, its section's list, and the page's own path for an id. */
interface ArticlePlace {
  type: "NewsArticle" | "Article";
  section: Crumb;
  detailPath: (id: number) => string;
}

/**
 * An article page's head: its title and summary, the article as structured data, and the trail
 * home → section → article. Nothing for a page whose loader answered no article (the 404 page).
 */
export function articleMeta(args: MetaContext & { loaderData: MetaArticle | undefined }, place: ArticlePlace) {
  const article = args.loaderData;
  if (!article) return [];
  const { origin } = pageAddress(args);
  const trail = breadcrumbList(origin, place.section, { name: article.title, path: place.detailPath(article.id) });
  return pageMeta(args, articleHead(article), structuredData(articleNode(place.type, article), trail));
}
