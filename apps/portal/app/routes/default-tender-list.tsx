import { formatFen, lookAheadCap, shownTotal } from "@cidp/domain";
import { Form, Link } from "react-router";
import { loadTenders, tenderFilters } from "../features/tender/tender.server.ts";
import { tenderTexts as texts } from "../features/tender/tender-texts.ts";
import { filteredHref } from "../lib/filtered-href.ts";
import { ListDepthNote } from "../lib/list-depth-note.tsx";
import * as cards from "../lib/market-cards.css.ts";
import * as page from "../lib/page.css.ts";
import { PageLinks } from "../lib/page-links.tsx";
import { pagedTitle, pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/default-tender-list";

const PAGE_SIZE = 10;

/** Public tender notices, newest first, a page at a time (server-rendered for crawlers). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = tenderFilters(new URL(request.url));
  return { filters, ...(await loadTenders(context, filters, PAGE_SIZE)) };
}

/** 招标公告 (designed route): public tenders with their stage; each leads to its notice, 公示 and result. */
export default function TenderList({ loaderData }: Route.ComponentProps) {
  const { filters, records, total, pages } = loaderData;
  return (
    <div className={page.inner} data-testid="tender-list">
      <h1>{texts.listTitle}</h1>
      <Form method="get" className={page.panel} aria-label={texts.filters}>
        <div className={page.searchRow}>
          <label htmlFor="t-keyword">{texts.keyword}</label>
          <input id="t-keyword" name="keyword" defaultValue={filters.keyword} maxLength={40} className={page.searchInput} />
          <button type="submit" className={page.searchButton}>
            {texts.search}
          </button>
        </div>
      </Form>
      <p role="status">{texts.found.replace("{n}", shownTotal(total, lookAheadCap(filters.current, PAGE_SIZE)))}</p>
      {records.length === 0 ? (
        <p>{texts.none}</p>
      ) : (
        <ul className={cards.cards}>
          {records.map((tender) => (
            <li key={tender.id} className={cards.card}>
              <h2 className={cards.cardTitle}>
                <Link to={`/default/tender/detail?id=${tender.id}`}>{tender.title}</Link>
              </h2>
              <dl className={cards.facts}>
                <dt>{texts.tenderer}</dt>
                <dd>{tender.tendererName}</dd>
                <dt>{texts.state}</dt>
                <dd>{tender.stateLabel}</dd>
                <dt>{texts.estimate}</dt>
                <dd className={cards.figure}>{formatFen(tender.estimateFen)} 元</dd>
                <dt>{texts.bidDeadline}</dt>
                <dd>{tender.bidDeadline}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <PageLinks page={filters.current} pages={pages} href={(n) => filteredHref("/default/tender/list", filters, n)} />
      <ListDepthNote total={total} text={texts.depthNote} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: pagedTitle(texts.listTitle, args.loaderData?.filters.current ?? 1), description: texts.listDescription });
}
