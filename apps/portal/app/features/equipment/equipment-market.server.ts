import { clientCall } from "@cidp/api-client";
import { EQUIPMENT_MARKET_PAGE_SIZE, equipmentCalls } from "@cidp/api-client/contract";
import { portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";
import { type MarketFilters, yuanToFen } from "./market-filters.ts";

/** A page of listings for the filters, with the provinces (and the chosen province's cities) for the region filter. */
export async function loadMarket(context: RequestContext, filters: MarketFilters) {
  const client = portalRequest(context).visitor;
  const regions = clientCall(equipmentCalls.regions);
  const min = yuanToFen(filters.min);
  const max = yuanToFen(filters.max);
  // Highest first: a price range typed backwards still shows what lies between.
  const [low, high] = min !== "" && max !== "" && min > max ? [max, min] : [min, max];
  const [market, provinces, cities] = await Promise.all([
    clientCall(equipmentCalls.market)(
      client,
      {
        current: filters.current,
        size: EQUIPMENT_MARKET_PAGE_SIZE,
        ...(filters.side ? { side: filters.side } : {}),
        ...(filters.trade ? { trade: filters.trade } : {}),
        ...(filters.category ? { category: filters.category } : {}),
        ...(filters.city || filters.province ? { region: filters.city || filters.province } : {}),
        ...(low !== "" ? { minFen: low } : {}),
        ...(high !== "" ? { maxFen: high } : {}),
      },
      { silent: true },
    ),
    regions(client, {}, { silent: true }),
    filters.province ? regions(client, { parent: filters.province }, { silent: true }) : Promise.resolve({ data: [] }),
  ]);
  return { ...market.data, provinces: provinces.data, cities: cities.data };
}
