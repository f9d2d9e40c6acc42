import { ApiError, clientCall } from "@cidp/api-client";
import { shopCalls } from "@cidp/api-client/contract";
import { loginSiteOrigin } from "../../lib/session/login-site.server.ts";
import { memberClientOrLogin, portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";
import { shopTexts } from "./shop-texts.ts";
import type { ShopLayoutName, ShopView } from "./shop-view.ts";

/** The login site's address that returns to this page (a visitor's 联系). */
function loginHrefOf(request: Request): string {
  const url = new URL(request.url);
  const back = `${url.origin}/login-back?target=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
  return `${loginSiteOrigin(request)}/login?redirect=${encodeURIComponent(back)}`;
}

/** The layout a shop address asks for: /shop/app is the mobile one, anything else the PC one. */
export function layoutOf(request: Request): ShopLayoutName {
  return new URL(request.url).pathname.toLowerCase().startsWith("/shop/app") ? "app" : "pc";
}

/** The public shop of `?company=`, or why there is none (404 for an unknown or uncertified company). */
export async function loadShop(
  request: Request,
  context: RequestContext,
): Promise<{ view: ShopView | null; status: 200 | 404; loginHref: string; layout: ShopLayoutName }> {
  const base = { loginHref: loginHrefOf(request), layout: layoutOf(request) };
  const company = Number(new URL(request.url).searchParams.get("company"));
  if (!Number.isSafeInteger(company) || company <= 0 || company > 2_147_483_647) return { ...base, view: null, status: 404 };
  try {
    return { ...base, view: (await clientCall(shopCalls.view)(portalRequest(context).visitor, { company }, { silent: true })).data, status: 200 };
  } catch (error) {
    if (error instanceof ApiError && (error.code === 404 || error.code === 400)) return { ...base, view: null, status: 404 };
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
