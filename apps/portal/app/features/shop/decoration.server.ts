import { ApiError, clientCall } from "@cidp/api-client";
import { type CallResult, shopCalls } from "@cidp/api-client/contract";
import { checkShopLayout, editShopLayout, SHOP_SECTION_KINDS, type ShopLayout, type ShopLayoutRefusal, shopLayoutMessage } from "@cidp/domain";
import { redirect } from "react-router";
import { formBody, formRows } from "../../lib/form-fields.server.ts";
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

/**
 * The layout the form describes, read with the save call's body schema. Sections arrive in the
 * page's order as `sections[i].kind`, a ticked `sections[i].visible` shows one; banners as
 * `banners[i].uploadId|url|alt`; picks as repeated `productId` / `serviceId`. A `move` button (the
 * page without its script) moves one section before saving.
 */
export function layoutFromForm(form: FormData): { ok: true; data: ShopLayout } | { ok: false; msg: string } {
  const body = formBody(shopCalls.save.body, form, {
    sections: formRows(form, "sections").map((row) => ({ kind: row.kind, visible: row.visible !== undefined })),
    productIds: form.getAll("productId"),
    serviceIds: form.getAll("serviceId"),
    banners: formRows(form, "banners").map((row) => ({ uploadId: row.uploadId || null, url: row.url || null, alt: row.alt ?? "" })),
  });
  if (!body.ok) return body;
  const [kind, by] = String(form.get("move") ?? "").split(":");
  const section = SHOP_SECTION_KINDS.find((k) => k === kind);
  if (section && (by === "-1" || by === "1")) return { ok: true, data: editShopLayout(body.data, { type: "move", kind: section, by: by === "1" ? 1 : -1 }) };
  return body;
}

/**
 * Saves the draft (the domain's check first, so a refusal names its field), then previews or
 * publishes it as the pressed button asks.
 */
export async function saveDecoration(request: Request, context: RequestContext): Promise<DecorationAnswer> {
  const client = portalRequest(context).member;
  if (!client) return { ok: false, msg: "登录已失效，请重新登录" };
  const form = await request.formData();
  const intent = form.get("intent") ?? "save";
  const layout = layoutFromForm(form);
  if (!layout.ok) return layout;
  const checked = checkShopLayout(layout.data);
  if (!checked.ok) return { ok: false, msg: shopLayoutMessage(checked), field: checked.field };
  const saved = checked.value;
  try {
    await clientCall(shopCalls.save)(
      client,
      { ...saved, sections: [...saved.sections], productIds: [...saved.productIds], serviceIds: [...saved.serviceIds], banners: [...saved.banners] },
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
