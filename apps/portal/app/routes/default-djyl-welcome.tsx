import { Link } from "react-router";
import { ArticleList } from "../features/news/article-list.tsx";
import { loadArticlePage } from "../features/news/articles.server.ts";
import { newsTexts, partyBuildingTexts } from "../features/news/news-texts.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/default-djyl-welcome";

const texts = partyBuildingTexts;

/** The latest party-building articles. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadArticlePage(request, context, { size: 6, category: "party", current: 1 });
}

/** 党建引领 welcome (spec §2 djyl/welcome): what the section is, the latest, and the way to all. */
export default function DjylWelcome({ loaderData }: Route.ComponentProps) {
  return (
    <div className={page.inner}>
      <h1>{texts.welcome}</h1>
      <p>{texts.intro}</p>
      <h2>{texts.latest}</h2>
      <ArticleList records={loaderData.records} emptyText={newsTexts.empty} />
      <Link to="/default/djyl/news-more" className={page.primaryLink}>
        {texts.more}
      </Link>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.welcome, description: texts.intro });
}
