import { LABOR_KIND_LABELS, LABOR_TRADES, lookAheadCap, shownTotal } from "@cidp/domain";
import { contactChatPath } from "../features/chat/contact-button.tsx";
import { laborFilters, laborSiteLink, loadLabor } from "../features/labor/labor.server.ts";
import { LaborCard } from "../features/labor/labor-card.tsx";
import { laborTexts as texts } from "../features/labor/labor-texts.ts";
import { FilterForm } from "../lib/filter-form.tsx";
import { CityFilter, FilterSelect } from "../lib/filter-select.tsx";
import { filteredHref } from "../lib/filtered-href.ts";
import * as cards from "../lib/market-cards.css.ts";
import * as page from "../lib/page.css.ts";
import { PagedResults } from "../lib/paged-results.tsx";
import { listPageMeta } from "../lib/seo/page-meta.ts";
import { loginReturningHere } from "../lib/session/login-site.server.ts";
import { useRootData } from "../lib/site/use-root-data.ts";
import { TitleRow } from "../lib/title-row.tsx";
import type { Route } from "./+types/default-labor-list";

const PAGE_SIZE = 10;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const filters = laborFilters(url);
  return {
    filters,
    siteHref: laborSiteLink(),
    loginHref: loginReturningHere(request),
    ...(await loadLabor(context, filters, PAGE_SIZE)),
  };
}

/** 劳务用工 (designed route): teams and demands by trade and city, open to visitors. */
export default function LaborList({ loaderData }: Route.ComponentProps) {
  const { filters, total, siteHref, loginHref } = loaderData;
  const { session } = useRootData();
  return (
    <div className={page.inner} data-testid="labor-list">
      <TitleRow title={texts.listTitle}>
        <a href={siteHref} className={page.textLink}>
          {texts.siblingSite}
        </a>
      </TitleRow>
      <FilterForm label={texts.filters} searchLabel={texts.search}>
        <FilterSelect id="l-kind" name="kind" label={texts.kind} allLabel={texts.allKinds} value={filters.kind} options={Object.entries(LABOR_KIND_LABELS)} />
        <FilterSelect id="l-trade" name="trade" label={texts.trade} allLabel={texts.allTrades} value={filters.trade} options={LABOR_TRADES} />
        <CityFilter id="l-region" label={texts.region} allLabel={texts.allRegions} value={filters.regionCode} />
      </FilterForm>
      <PagedResults
        found={texts.found.replace("{n}", shownTotal(total, lookAheadCap(filters.current, PAGE_SIZE)))}
        list={loaderData}
        pageHref={(n) => filteredHref("/default/labor/list", filters, n)}
        depthNote={texts.depthNote}
        note={<p>{texts.realNameNote}</p>}
        empty={<p>{texts.none}</p>}
        className={cards.cards}
      >
        {(listing) => <LaborCard key={listing.id} listing={listing} contactHref={session.loggedIn ? contactChatPath(listing.businessId) : loginHref} />}
      </PagedResults>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return listPageMeta(args, { title: texts.listTitle, description: texts.listDescription }, args.loaderData?.filters.current);
}
