import { type ApiClient, clientCall } from "@cidp/api-client";
import { type CallResult, vipCalls } from "@cidp/api-client/contract";
import { ownRecordOrNotFound } from "../../lib/not-found.server.ts";
import { vipTexts } from "./vip-texts.ts";

export type Membership = CallResult<typeof vipCalls.membership>["data"];
export type VipPlan = CallResult<typeof vipCalls.plans>["data"][number];

/** The business's membership, or null when the services cannot say (the page shows the rest). */
export function loadMembership(client: ApiClient): Promise<Membership | null> {
  return clientCall(vipCalls.membership)(client, { silent: true }).then(
    (answer) => answer.data,
    () => null,
  );
}

/** The plans on sale, or null when they cannot be loaded. */
export function loadPlans(client: ApiClient): Promise<VipPlan[] | null> {
  return clientCall(vipCalls.plans)(client, { silent: true }).then(
    (answer) => answer.data,
    () => null,
  );
}

/** The VIP period an order gave (`?orderNo=`); someone else's order answers the 404 page. */
export function loadOrderGrant(client: ApiClient, orderNo: string) {
  return ownRecordOrNotFound(vipTexts.orderMissing, async () => (await clientCall(vipCalls.orderGrant)(client, { orderNo }, { silent: true })).data);
}

/** One VIP entitlement of the business (`?id=`); another business's answers the 404 page. */
export function loadGrant(client: ApiClient, id: number) {
  return ownRecordOrNotFound(vipTexts.grantMissing, async () => (await clientCall(vipCalls.grant)(client, { id }, { silent: true })).data);
}
