import { ApiError, clientCall } from "@cidp/api-client";
import { orderCalls, shopServiceCalls } from "@cidp/api-client/contract";
import { data, redirect } from "react-router";
import { sanitizeRichText } from "../../lib/rich-text.server.ts";
import { loginSiteLinks } from "../../lib/session/login-site.server.ts";
import { memberAction } from "../../lib/session/member-action.server.ts";
import { portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";
import { shopServiceTexts as texts } from "./shop-service-texts.ts";

const idOf = (request: Request) => Number(new URL(request.url).searchParams.get("id")) || 0;

/** A listed service (`?id=`) for anyone; one off sale or unknown answers the 404 page. */
export async function loadPublicService(request: Request, context: RequestContext) {
  try {
    const { data: service } = await clientCall(shopServiceCalls.detail)(portalRequest(context).visitor, { id: idOf(request) }, { silent: true });
    const loggedIn = portalRequest(context).member !== null;
    // Sanitised by the services; again here, the portal's own rule before it renders markup.
    return { service: { ...service, content: sanitizeRichText(service.content) }, loginUrl: loggedIn ? null : loginSiteLinks(request).login };
  } catch (error) {
    if (error instanceof ApiError && [400, 404].includes(error.code)) throw data(texts.serviceMissing, { status: 404 });
    throw error;
  }
}

/** 立即购买: the order (priced by the server) and on to the one checkout every purchase uses. */
export async function buyServiceAction(request: Request, context: RequestContext) {
  let orderNo = "";
  const answer = await memberAction(context, async (client) => {
    const created = await clientCall(orderCalls.create)(client, { itemKind: "shop_service", itemId: idOf(request) }, { silent: true });
    orderNo = created.data.orderNo;
    return created;
  });
  if (!answer.ok) return answer;
  return redirect(`/default/comprehensives-ervices/law-services/law-lesson/pay?orderNo=${orderNo}`, 303);
}
