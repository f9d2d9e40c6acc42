import { type ApiClient, clientCall } from "@cidp/api-client";
import { type CallResult, ENTITLEMENT_VALIDITIES, serviceAuthCalls } from "@cidp/api-client/contract";
import { ORDER_ITEM_KINDS, type OrderItemKind } from "@cidp/domain";
import { requestedPage } from "../../lib/page-number.ts";

export type EntitlementPage = CallResult<typeof serviceAuthCalls.list>["data"];
export type Entitlement = EntitlementPage["records"][number];
export type Validity = (typeof ENTITLEMENT_VALIDITIES)[number];

/** The filters of the list from the address: a known kind and validity, or none. */
export function entitlementFilters(url: URL): { kind: OrderItemKind | null; validity: Validity | null; current: number } {
  const kind = ORDER_ITEM_KINDS.find((k) => k === url.searchParams.get("kind")) ?? null;
  const validity = ENTITLEMENT_VALIDITIES.find((v) => v === url.searchParams.get("validity")) ?? null;
  const current = requestedPage(url.searchParams);
  return { kind, validity, current };
}

/** One page of the business's entitlements, or null when the services cannot say. */
export function loadEntitlements(
  client: ApiClient,
  query: { current: number; size: number; kind?: OrderItemKind | null; validity?: Validity | null },
): Promise<EntitlementPage | null> {
  const { kind, validity, ...rest } = query;
  return clientCall(serviceAuthCalls.list)(client, { ...rest, ...(kind ? { kind } : {}), ...(validity ? { validity } : {}) }, { silent: true }).then(
    (answer) => answer.data,
    () => null,
  );
}
