import { clientCall } from "@cidp/api-client";
import { equipmentCalls } from "@cidp/api-client/contract";
import type { RegionChoices } from "./region-picker.tsx";
import { portalRequest, type RequestContext } from "./session/portal-request.server.ts";

/**
 * The region picker's lists for a district code (GB/T 2260): the provinces, and (for a chosen code)
 * its province's cities and its city's districts, read with the visitor's client (public data).
 */
export async function regionChoicesFor(context: RequestContext, code: string): Promise<RegionChoices> {
  const regions = clientCall(equipmentCalls.regions);
  const anonymous = portalRequest(context).visitor;
  const valid = /^\d{6}$/.test(code);
  const [provinces, cities, districts] = await Promise.all([
    regions(anonymous, {}, { silent: true }),
    valid ? regions(anonymous, { parent: code.slice(0, 2) }, { silent: true }) : Promise.resolve({ data: [] }),
    valid ? regions(anonymous, { parent: code.slice(0, 4) }, { silent: true }) : Promise.resolve({ data: [] }),
  ]);
  return { provinces: provinces.data, cities: cities.data, districts: districts.data };
}
