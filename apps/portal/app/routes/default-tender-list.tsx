import { formatFen, lookAheadCap, shownTotal } from "@cidp/domain";
import { Link } from "react-router";
import { loadTenders, tenderFilters } from "../features/tender/tender.server.ts";
import { tenderTexts as texts } from "../features/tender/tender-texts.ts";
import { Fact } from "../lib/fact.tsx";
import { FilterForm, FilterKeyword } from "../lib/filter-form.tsx";
import { filteredHref } from "../lib/filtered-href.ts";
import { loadFilteredList } from "../lib/filtered-list.server.ts";
import * as cards from "../lib/market-cards.css.ts";
import * as page from "../lib/page.css.ts";
import { PagedResults } from "../lib/paged-results.tsx";
import { listPageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/default-tender-list";

const PAGE_SIZE = 10;

/** Public tender notices, newest first, a page at a time (server-rendered for crawlers). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadFilteredList(request, context, tenderFilters, loadTenders, PAGE_SIZE);
}

/** 招标公告 (designed route): public tenders with their stage; each leads to its notice, 公示 and result. */
export default function TenderList({ loaderData }: Route.ComponentProps) {
  const { filters, total } = loaderData;
  return (
    <div className={page.inner} data-testid="tender-list">
      <h1>{texts.listTitle}</h1>
      <FilterForm label={texts.filters} searchLabel={texts.search}>
        <FilterKeyword id="t-keyword" label={texts.keyword} value={filters.keyword} maxLength={40} />
      </FilterForm>
      <PagedResults
        found={texts.found.replace("{n}", shownTotal(total, lookAheadCap(filters.current, PAGE_SIZE)))}
        list={loaderData}
        pageHref={(n) => filteredHref("/default/tender/list", filters, n)}
        depthNote={texts.depthNote}
        empty={<p>{texts.none}</p>}
        className={cards.cards}
      >
        {(tender) => (
          <li key={tender.id} className={cards.card}>
            <h2 className={cards.cardTitle}>
              <Link to={`/default/tender/detail?id=${tender.id}`}>{tender.title}</Link>
            </h2>
            <dl className={cards.facts}>
              <Fact term={texts.tenderer}>{tender.tendererName}</Fact>
              <Fact term={texts.state}>{tender.stateLabel}</Fact>
              <Fact term={texts.estimate} className={cards.figure}>
                {formatFen(tender.estimateFen)} 元
              </Fact>
              <Fact term={texts.bidDeadline}>{tender.bidDeadline}</Fact>
            </dl>
          </li>
        )}
      </PagedResults>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return listPageMeta(args, { title: texts.listTitle, description: texts.listDescription }, args.loaderData?.filters.current);
}
