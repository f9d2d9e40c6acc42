import { ApiError, clientCall } from "@cidp/api-client";
import { shopCalls } from "@cidp/api-client/contract";
import { queryId } from "../../lib/detail-record.server.ts";
import { loginReturningHere } from "../../lib/session/login-site.server.ts";
import { memberClientOrLogin, portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";
import { shopTexts } from "./shop-texts.ts";
import type { ShopLayoutName, ShopView } from "./shop-view.ts";

/** The layout a shop address asks for: /shop/app is the mobile one, anything else the PC one. */
export function layoutOf(request: Request): ShopLayoutName {
  return new URL(request.url).pathname.toLowerCase().startsWith("/shop/app") ? "app" : "pc";
}

/**
 * The public shop of `?company=`, or why there is none: 404 for an unknown or uncertified company,
 * or a shop the platform hid from visitors, with the services' words for it (`notFound`, null for
 * the page's own).
 */
export async function loadShop(
  request: Request,
  context: RequestContext,
): Promise<{ view: ShopView | null; status: 200 | 404; notFound: string | null; loginHref: string; layout: ShopLayoutName }> {
  const base = { loginHref: loginReturningHere(request), layout: layoutOf(request) };
  const company = queryId(new URL(request.url), "company");
  if (company === null) return { ...base, view: null, status: 404, notFound: null };
  try {
    const view = (await clientCall(shopCalls.view)(portalRequest(context).visitor, { company }, { silent: true })).data;
    return { ...base, view, status: 200, notFound: null };
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return { ...base, view: null, status: 404, notFound: error.msg || null };
    if (error instanceof ApiError && error.code === 400) return { ...base, view: null, status: 404, notFound: null };
    throw error;
  }
}

/** The member's draft as a shop (a visitor goes to the login site); 403 without the shop permission. */
export async function loadPreview(request: Request, context: RequestContext) {
  const client = memberClientOrLogin(context);
  const layout = layoutOf(request) === "app" || new URL(request.url).searchParams.get("layout") === "app" ? "app" : "pc";
  try {
    const [preview, decoration] = await Promise.all([
      clientCall(shopCalls.preview)(client, { silent: true }),
      clientCall(shopCalls.decoration)(client, { silent: true }),
    ]);
    return {
      view: preview.data,
      layout: layout as ShopLayoutName,
      publishedAt: decoration.data.publishedAt,
      unpublishedChanges: decoration.data.unpublishedChanges,
      problem: null,
    };
  } catch (error) {
    if (error instanceof ApiError && error.code === 403)
      return {
        view: null,
        layout: layout as ShopLayoutName,
        publishedAt: null,
        unpublishedChanges: false,
        problem: error.msg || shopTexts.editor.noPermission,
      };
    throw error;
  }
}
