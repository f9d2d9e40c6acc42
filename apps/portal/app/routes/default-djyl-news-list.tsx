import { loadArticlePage, loadPartyModules } from "../features/news/articles.server.ts";
import { partyBuildingTexts } from "../features/news/news-texts.ts";
import { PagedArticles } from "../features/news/paged-articles.tsx";
import { PartyBand } from "../features/news/party-band.tsx";
import { PartyModuleLinks, partyModuleHref } from "../features/news/party-module-links.tsx";
import { messages } from "../lib/messages.ts";
import * as styles from "../lib/page.css.ts";
import { listPage } from "../lib/page-number.ts";
import { listPageMeta } from "../lib/seo/page-meta.ts";
import { PrimaryLink } from "../lib/styled-links.tsx";
import type { Route } from "./+types/default-djyl-news-list";

const PAGE_SIZE = 10;

/**
 * The party-building articles, newest first (`?pageid=` is the page): of one module when
 * `?modulecode=` names one, every 党建 article without it. A code no module has lists nothing and
 * says so (the services answer an empty page for it).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const moduleCode = (url.searchParams.get("modulecode") ?? "").trim().slice(0, 32);
  const [result, modules] = await Promise.all([
    loadArticlePage(request, context, {
      size: PAGE_SIZE,
      category: "party",
      current: listPage(url.searchParams.get("pageid")),
      ...(moduleCode ? { moduleCode } : {}),
    }),
    loadPartyModules(context),
  ]);
  const chosen = modules.find((m) => m.code === moduleCode) ?? null;
  // With the modules unknown (the services could not say), the list alone answers.
  const unknownModule = moduleCode !== "" && modules.length > 0 && chosen === null;
  return { ...result, moduleCode, moduleName: chosen?.name ?? "", modules, unknownModule };
}

/** The party-building news list (spec §2 djyl/news-list), opened by the menu in its own window. */
export default function DefaultDjylNewsList({ loaderData }: Route.ComponentProps) {
  const { current, pages, records, moduleCode, moduleName, modules, unknownModule } = loaderData;
  const href = (n: number) => partyModuleHref(moduleCode, n);
  return (
    <div className={styles.inner} data-module-code={moduleCode}>
      <PartyBand title={moduleName ? `${messages.partyBuildingTitle} · ${moduleName}` : messages.partyBuildingTitle} />
      <PartyModuleLinks modules={modules} current={moduleCode} />
      {unknownModule ? (
        <>
          <p data-testid="party-module-unknown">{partyBuildingTexts.unknownModule(moduleCode)}</p>
          <PrimaryLink to={partyModuleHref("")}>{partyBuildingTexts.showAll}</PrimaryLink>
        </>
      ) : (
        <PagedArticles records={records} current={current} pages={pages} href={href} />
      )}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  const name = args.loaderData?.moduleName;
  const title = name ? `${messages.partyBuildingTitle} · ${name}` : messages.partyBuildingTitle;
  return listPageMeta(args, { title: title, description: messages.seo.partyBuildingList }, args.loaderData?.current);
}
