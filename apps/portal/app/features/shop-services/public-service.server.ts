import { clientCall } from "@cidp/api-client";
import { shopServiceCalls } from "@cidp/api-client/contract";
import { orNotFound } from "../../lib/not-found.server.ts";
import { orderAndPay } from "../../lib/order-and-pay.server.ts";
import { sanitizeRichText } from "../../lib/rich-text.server.ts";
import { loginReturningHere } from "../../lib/session/login-site.server.ts";
import { portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";
import { shopServiceTexts as texts } from "./shop-service-texts.ts";

const idOf = (request: Request) => Number(new URL(request.url).searchParams.get("id")) || 0;

/** A listed service (`?id=`) for anyone; one off sale or unknown answers the 404 page. */
export async function loadPublicService(request: Request, context: RequestContext) {
  const { data: service } = await orNotFound(texts.serviceMissing, () =>
    clientCall(shopServiceCalls.detail)(portalRequest(context).visitor, { id: idOf(request) }, { silent: true }),
  );
  const loggedIn = portalRequest(context).member !== null;
  // Sanitised by the services; again here, the portal's own rule before it renders markup.
  return { service: { ...service, content: sanitizeRichText(service.content) }, loginUrl: loggedIn ? null : loginReturningHere(request) };
}

/** 立即购买: the order (priced by the server) and on to the one checkout every purchase uses. */
export async function buyServiceAction(request: Request, context: RequestContext) {
  return orderAndPay(context, "shop_service", idOf(request));
}
