import { loadArticlePage, loadPartyModules } from "../features/news/articles.server.ts";
import { partyBuildingTexts } from "../features/news/news-texts.ts";
import { PagedArticles } from "../features/news/paged-articles.tsx";
import { PartyBand } from "../features/news/party-band.tsx";
import { PartyModuleLinks } from "../features/news/party-module-links.tsx";
import * as page from "../lib/page.css.ts";
import { listPageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/default-djyl-news-more";

const texts = partyBuildingTexts;

/** Every party-building article, 20 a page (`?current=`), and the modules to narrow it to one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const [page, modules] = await Promise.all([loadArticlePage(request, context, { size: 20, category: "party" }), loadPartyModules(context)]);
  return { ...page, modules };
}

/** 党建动态 (spec §2 djyl/news-more): the whole section, a page at a time. */
export default function DjylNewsMore({ loaderData }: Route.ComponentProps) {
  const { current, pages, total, records, modules } = loaderData;
  return (
    <div className={page.inner}>
      <PartyBand title={texts.moreTitle} />
      <PartyModuleLinks modules={modules} />
      <PagedArticles records={records} current={current} pages={pages} href={(n) => `/default/djyl/news-more?current=${n}`} total={total} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return listPageMeta(args, { title: texts.moreTitle, description: texts.intro }, args.loaderData?.current);
}
