import { EQUIPMENT_MARKET_PAGE_SIZE } from "@cidp/api-client/contract";
import { EQUIPMENT_TRADE_INFO, EQUIPMENT_TRADES, lookAheadCap, shownTotal } from "@cidp/domain";
import type { ReactNode } from "react";
import { Form } from "react-router";
import { EquipmentCategoryOptions } from "../features/equipment/category-options.tsx";
import * as styles from "../features/equipment/equipment.css.ts";
import { loadMarket } from "../features/equipment/equipment-market.server.ts";
import { equipmentTexts as texts } from "../features/equipment/equipment-texts.ts";
import { ListingCardView } from "../features/equipment/listing-card.tsx";
import { type MarketFilters, marketFilters, marketHref } from "../features/equipment/market-filters.ts";
import { RegionOptions } from "../lib/city-options.tsx";
import * as page from "../lib/page.css.ts";
import { PagedResults } from "../lib/paged-results.tsx";
import { listPageMeta } from "../lib/seo/page-meta.ts";
import { PrimaryLink, TextLink } from "../lib/styled-links.tsx";
import { TitleRow } from "../lib/title-row.tsx";
import type { Route } from "./+types/default-equipment-market";

/** Listings on the market for the filters in the address, a page at a time (server rendered). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = marketFilters(new URL(request.url));
  return { filters, ...(await loadMarket(context, filters)) };
}

/** One choice of the market's filters: its label around a select whose first option filters nothing. */
function FilterChoice({ label, name, value, allLabel, children }: { label: string; name: string; value: string; allLabel: string; children: ReactNode }) {
  return (
    <label>
      {label}
      <select name={name} defaultValue={value}>
        <option value="">{allLabel}</option>
        {children}
      </select>
    </label>
  );
}

function Filters({
  filters,
  provinces,
  cities,
}: {
  filters: MarketFilters;
  provinces: { code: string; name: string }[];
  cities: { code: string; name: string }[];
}) {
  return (
    <Form method="get" className={page.panel} aria-label={texts.filters}>
      <div className={styles.filterGrid}>
        <FilterChoice label={texts.side} name="side" value={filters.side} allLabel={texts.allSides}>
          <option value="supply">{texts.sides.supply}</option>
          <option value="demand">{texts.sides.demand}</option>
        </FilterChoice>
        <FilterChoice label={texts.trade} name="trade" value={filters.trade} allLabel={texts.allTrades}>
          {EQUIPMENT_TRADES.map((trade) => (
            <option key={trade} value={trade}>
              {EQUIPMENT_TRADE_INFO[trade].label}
            </option>
          ))}
        </FilterChoice>
        <FilterChoice label={texts.category} name="category" value={filters.category} allLabel={texts.allCategories}>
          <EquipmentCategoryOptions groupsChoosable />
        </FilterChoice>
        <FilterChoice label={texts.province} name="province" value={filters.province} allLabel={texts.allProvinces}>
          <RegionOptions regions={provinces} />
        </FilterChoice>
        {cities.length > 0 && (
          <FilterChoice label={texts.city} name="city" value={filters.city} allLabel={texts.allCities}>
            <RegionOptions regions={cities} />
          </FilterChoice>
        )}
        <label>
          {texts.minPrice}
          <input name="min" inputMode="decimal" defaultValue={filters.min} size={8} />
        </label>
        <label>
          {texts.maxPrice}
          <input name="max" inputMode="decimal" defaultValue={filters.max} size={8} />
        </label>
        <button type="submit" className={page.searchButton}>
          {texts.search}
        </button>
      </div>
    </Form>
  );
}

/** 设备市场 (designed public page): supply and demand listings, filtered by side, trade, category, region and price. */
export default function EquipmentMarket({ loaderData }: Route.ComponentProps) {
  const { filters, total, provinces, cities } = loaderData;
  return (
    <div className={page.inner} data-testid="equipment-market">
      <TitleRow title={texts.marketTitle}>
        <p className={page.actions}>
          <PrimaryLink to="/user/equipment/create-out">{texts.publishOut}</PrimaryLink>
          <TextLink to="/user/equipment/create-in">{texts.publishIn}</TextLink>
        </p>
      </TitleRow>
      <Filters filters={filters} provinces={provinces} cities={cities} />
      <PagedResults
        found={texts.found.replace("{n}", shownTotal(total, lookAheadCap(filters.current, EQUIPMENT_MARKET_PAGE_SIZE)))}
        list={loaderData}
        pageHref={(n) => marketHref(filters, n)}
        depthNote={texts.depthNote}
        empty={<p data-testid="equipment-market-empty">{texts.none}</p>}
        className={styles.cards}
        testId="equipment-cards"
      >
        {(listing) => <ListingCardView key={listing.id} listing={listing} />}
      </PagedResults>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return listPageMeta(args, { title: texts.marketTitle, description: texts.marketDescription }, args.loaderData?.filters.current);
}
