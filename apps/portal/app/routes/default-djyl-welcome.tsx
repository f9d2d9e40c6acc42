import { ArticleList } from "../features/news/article-list.tsx";
import { loadArticlePage, loadPartyModules } from "../features/news/articles.server.ts";
import { newsTexts, partyBuildingTexts } from "../features/news/news-texts.ts";
import { PartyBand } from "../features/news/party-band.tsx";
import { PartyModuleLinks } from "../features/news/party-module-links.tsx";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { PrimaryLink } from "../lib/styled-links.tsx";
import type { Route } from "./+types/default-djyl-welcome";

const texts = partyBuildingTexts;

/** The latest party-building articles, and the modules each with its own list. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [latest, modules] = await Promise.all([loadArticlePage(request, context, { size: 6, category: "party", current: 1 }), loadPartyModules(context)]);
  return { ...latest, modules };
}

/** 党建引领 welcome (spec §2 djyl/welcome): what the section is, the latest, and the way to all. */
export default function DjylWelcome({ loaderData }: Route.ComponentProps) {
  return (
    <div className={page.inner}>
      <PartyBand title={texts.welcome} intro={texts.intro} />
      <PartyModuleLinks modules={loaderData.modules} />
      <h2>{texts.latest}</h2>
      <ArticleList records={loaderData.records} emptyText={newsTexts.empty} />
      <PrimaryLink to="/default/djyl/news-more">{texts.more}</PrimaryLink>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.welcome, description: texts.intro });
}
