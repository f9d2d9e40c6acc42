import { ApiError, clientCall } from "@cidp/api-client";
import { type CallResult, shopCalls } from "@cidp/api-client/contract";
import {
  checkShopLayout,
  editShopLayout,
  SHOP_SECTION_KINDS,
  SHOP_TEMPLATE_CODES,
  type ShopBanner,
  type ShopLayout,
  type ShopLayoutRefusal,
  type ShopSectionKind,
  type ShopTemplateCode,
  shopLayoutMessage,
} from "@cidp/domain";
import { redirect } from "react-router";
import { memberClientOrLogin, portalRequest, type RequestContext } from "../../lib/session/portal-request.server.ts";
import { shopTexts as texts } from "./shop-texts.ts";

export type Decoration = CallResult<typeof shopCalls.decoration>["data"];

/** What the decoration page's action answers: the message, and the field it belongs to when there is one. */
export type DecorationAnswer = { ok: true; msg: string } | { ok: false; msg: string; field?: ShopLayoutRefusal["field"] };

/** The draft and its choices, or the reason the member may not decorate (no permission). */
export async function loadDecoration(context: RequestContext): Promise<{ decoration: Decoration | null; problem: string | null }> {
  const client = memberClientOrLogin(context);
  try {
    return { decoration: (await clientCall(shopCalls.decoration)(client, { silent: true })).data, problem: null };
  } catch (error) {
    if (error instanceof ApiError && (error.code === 403 || error.code === 401)) return { decoration: null, problem: error.msg || texts.editor.noPermission };
    return { decoration: null, problem: texts.editor.loadFailed };
  }
}

const texts_ = (form: FormData, name: string) => form.getAll(name).map((value) => (typeof value === "string" ? value : ""));
const ids = (form: FormData, name: string) =>
  texts_(form, name)
    .map(Number)
    .filter((id) => Number.isSafeInteger(id) && id > 0);

/**
 * The layout the form describes. Sections arrive in the page's order (one `section` field each),
 * a checked `visible` shows one; banners arrive as parallel `bannerUpload`/`bannerUrl`/`bannerAlt`
 * fields. A `move` button (the page without its script) moves one section before saving.
 */
export function layoutFromForm(form: FormData): ShopLayout {
  const template = String(form.get("template"));
  const visible = new Set(texts_(form, "visible"));
  const sections = texts_(form, "section")
    .filter((kind): kind is ShopSectionKind => (SHOP_SECTION_KINDS as readonly string[]).includes(kind))
    .map((kind) => ({ kind, visible: visible.has(kind) }));
  const uploads = texts_(form, "bannerUpload");
  const urls = texts_(form, "bannerUrl");
  const alts = texts_(form, "bannerAlt");
  const banners: ShopBanner[] = uploads.map((upload, index) => ({
    uploadId: Number(upload) > 0 ? Number(upload) : null,
    url: urls[index] ? (urls[index] as string) : null,
    alt: (alts[index] ?? "").trim(),
  }));
  const layout: ShopLayout = {
    template: (SHOP_TEMPLATE_CODES as readonly string[]).includes(template) ? (template as ShopTemplateCode) : "classic",
    themeColour: String(form.get("themeColour") ?? ""),
    slogan: String(form.get("slogan") ?? ""),
    about: String(form.get("about") ?? ""),
    sections,
    productIds: ids(form, "productId"),
    serviceIds: ids(form, "serviceId"),
    banners,
  };
  const [kind, by] = String(form.get("move") ?? "").split(":");
  if ((SHOP_SECTION_KINDS as readonly string[]).includes(kind ?? "") && (by === "-1" || by === "1"))
    return editShopLayout(layout, { type: "move", kind: kind as ShopSectionKind, by: by === "1" ? 1 : -1 });
  return layout;
}

/**
 * Saves the draft (the domain's check first, so a refusal names its field), then previews or
 * publishes it as the pressed button asks.
 */
export async function saveDecoration(request: Request, context: RequestContext): Promise<DecorationAnswer> {
  const client = portalRequest(context).member;
  if (!client) return { ok: false, msg: "登录已失效，请重新登录" };
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "save");
  const checked = checkShopLayout(layoutFromForm(form));
  if (!checked.ok) return { ok: false, msg: shopLayoutMessage(checked), field: checked.field };
  const layout = checked.value;
  try {
    await clientCall(shopCalls.save)(
      client,
      { ...layout, sections: [...layout.sections], productIds: [...layout.productIds], serviceIds: [...layout.serviceIds], banners: [...layout.banners] },
      { silent: true },
    );
    if (intent === "preview") throw redirect("/shop/preview");
    if (intent === "publish") {
      await clientCall(shopCalls.publish)(client, { silent: true });
      return { ok: true, msg: texts.editor.published };
    }
    return { ok: true, msg: texts.editor.saved };
  } catch (error) {
    if (error instanceof ApiError) return { ok: false, msg: error.msg || texts.editor.loadFailed };
    throw error;
  }
}
