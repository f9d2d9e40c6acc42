import { clientCall } from "@cidp/api-client";
import { type CallResult, deliveryAddressCalls, equipmentCalls } from "@cidp/api-client/contract";
import type { RegionChoices } from "../../lib/region-picker.tsx";
import { memberClientOrLogin, portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";

export type DeliveryAddress = CallResult<typeof deliveryAddressCalls.list>["data"][number];

/** The selected business's address book (empty when it cannot be read: the page says so). */
export async function loadAddressBook(context: RequestContext): Promise<{ addresses: DeliveryAddress[]; failed: boolean }> {
  const client = memberClientOrLogin(context);
  try {
    return { addresses: (await clientCall(deliveryAddressCalls.list)(client, { silent: true })).data, failed: false };
  } catch {
    return { addresses: [], failed: true };
  }
}

/** The cascader's lists for a county code: the provinces, and (for a chosen code) its province's cities and its city's districts. */
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

/** Only a member-center path may be gone back to (never another site). */
export function backOf(url: URL, fallback: string): string {
  const back = url.searchParams.get("back") ?? "";
  return back.startsWith("/user/") && !back.startsWith("//") ? back : fallback;
}

/** `back` with the chosen address's id added, so the sheet form opens with it picked. */
export function withAddress(back: string, id: number): string {
  const url = new URL(back, "http://portal.invalid");
  url.searchParams.set("address", String(id));
  return `${url.pathname}${url.search}`;
}
