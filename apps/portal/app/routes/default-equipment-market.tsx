import { EQUIPMENT_CATEGORIES, EQUIPMENT_TRADE_INFO, EQUIPMENT_TRADES, LIST_COUNT_CAP, shownTotal } from "@cidp/domain";
import { Form, Link } from "react-router";
import * as styles from "../features/equipment/equipment.css.ts";
import { loadMarket } from "../features/equipment/equipment-market.server.ts";
import { equipmentTexts as texts } from "../features/equipment/equipment-texts.ts";
import { ListingCardView } from "../features/equipment/listing-card.tsx";
import { type MarketFilters, marketFilters, marketHref } from "../features/equipment/market-filters.ts";
import { ListDepthNote } from "../lib/list-depth-note.tsx";
import * as page from "../lib/page.css.ts";
import { PageLinks } from "../lib/page-links.tsx";
import { pagedTitle, pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/default-equipment-market";

/** Listings on the market for the filters in the address, a page at a time (server rendered). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = marketFilters(new URL(request.url));
  return { filters, ...(await loadMarket(context, filters)) };
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
        <label>
          {texts.side}
          <select name="side" defaultValue={filters.side}>
            <option value="">{texts.allSides}</option>
            <option value="supply">{texts.sides.supply}</option>
            <option value="demand">{texts.sides.demand}</option>
          </select>
        </label>
        <label>
          {texts.trade}
          <select name="trade" defaultValue={filters.trade}>
            <option value="">{texts.allTrades}</option>
            {EQUIPMENT_TRADES.map((trade) => (
              <option key={trade} value={trade}>
                {EQUIPMENT_TRADE_INFO[trade].label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {texts.category}
          <select name="category" defaultValue={filters.category}>
            <option value="">{texts.allCategories}</option>
            {EQUIPMENT_CATEGORIES.map((group) => (
              <optgroup key={group.code} label={group.name}>
                <option value={group.code}>{`全部${group.name}`}</option>
                {group.children.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <label>
          {texts.province}
          <select name="province" defaultValue={filters.province}>
            <option value="">{texts.allProvinces}</option>
            {provinces.map((r) => (
              <option key={r.code} value={r.code}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
        {cities.length > 0 && (
          <label>
            {texts.city}
            <select name="city" defaultValue={filters.city}>
              <option value="">{texts.allCities}</option>
              {cities.map((r) => (
                <option key={r.code} value={r.code}>
                  {r.name}
                </option>
              ))}
            </select>
          </label>
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
  const { filters, records, total, pages, provinces, cities } = loaderData;
  return (
    <div className={page.inner} data-testid="equipment-market">
      <div className={page.titleRow}>
        <h1>{texts.marketTitle}</h1>
        <p className={page.actions}>
          <Link to="/user/equipment/create-out" className={page.primaryLink}>
            {texts.publishOut}
          </Link>
          <Link to="/user/equipment/create-in" className={page.textLink}>
            {texts.publishIn}
          </Link>
        </p>
      </div>
      <Filters filters={filters} provinces={provinces} cities={cities} />
      <p role="status">{texts.found.replace("{n}", shownTotal(total, LIST_COUNT_CAP))}</p>
      {records.length === 0 ? (
        <p data-testid="equipment-market-empty">{texts.none}</p>
      ) : (
        <ul className={styles.cards} data-testid="equipment-cards">
          {records.map((listing) => (
            <ListingCardView key={listing.id} listing={listing} />
          ))}
        </ul>
      )}
      <PageLinks page={filters.current} pages={pages} href={(n) => marketHref(filters, n)} />
      <ListDepthNote total={total} text={texts.depthNote} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: pagedTitle(texts.marketTitle, args.loaderData?.filters.current ?? 1), description: texts.marketDescription });
}
