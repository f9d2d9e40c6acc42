import { type ApiClient, ApiError, clientCall } from "@cidp/api-client";
import { type CallResult, vipCalls } from "@cidp/api-client/contract";
import { data } from "react-router";
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
export async function loadOrderGrant(client: ApiClient, orderNo: string) {
  try {
    return (await clientCall(vipCalls.orderGrant)(client, { orderNo }, { silent: true })).data;
  } catch (error) {
    if (error instanceof ApiError && [400, 403, 404].includes(error.code)) throw data(vipTexts.orderMissing, { status: 404 });
    throw error;
  }
}

/** One VIP entitlement of the business (`?id=`); another business's answers the 404 page. */
export async function loadGrant(client: ApiClient, id: number) {
  try {
    return (await clientCall(vipCalls.grant)(client, { id }, { silent: true })).data;
  } catch (error) {
    if (error instanceof ApiError && [400, 403, 404].includes(error.code)) throw data(vipTexts.grantMissing, { status: 404 });
    throw error;
  }
}
