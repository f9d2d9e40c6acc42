import { ApiError, clientCall } from "@cidp/api-client";
import { type CallResult, orderCalls } from "@cidp/api-client/contract";
import { data, redirect } from "react-router";
import { loginSiteLinks } from "../../lib/session/login-site.server.ts";
import { sessionClient } from "../../lib/session/member-action.server.ts";
import { serviceTexts } from "./services-texts.ts";

export type OrderDetail = CallResult<typeof orderCalls.detail>["data"];

/** The logged-in member's client, or a redirect to the login site for a visitor. */
export function memberClientOrLogin(request: Request) {
  const client = sessionClient(request);
  if (!client) throw redirect(loginSiteLinks(request).login);
  return client;
}

/** The member's order named by `?orderNo=`; someone else's or an unknown one answers the 404 page. */
export async function loadOwnOrder(request: Request): Promise<OrderDetail> {
  const client = memberClientOrLogin(request);
  const orderNo = new URL(request.url).searchParams.get("orderNo") ?? "";
  try {
    return (await clientCall(orderCalls.detail)(client, { orderNo }, { silent: true })).data;
  } catch (error) {
    if (error instanceof ApiError && [400, 403, 404].includes(error.code)) throw data(serviceTexts.orderMissing, { status: 404 });
    throw error;
  }
}
