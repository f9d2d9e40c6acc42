import { clientCall } from "@cidp/api-client";
import { type CallResult, catalogueCalls, PRODUCT_PAGE_SIZE } from "@cidp/api-client/contract";
import { PRODUCT_STATES, type ProductField, type ProductState } from "@cidp/domain";
import { redirect } from "react-router";
import { refusalMessage } from "../../lib/api/refusal-message.ts";
import { idField } from "../../lib/form-fields.server.ts";
import { requestedPage } from "../../lib/page-number.ts";
import { memberAction } from "../../lib/session/member-action.server.ts";
import { memberClientOrLogin, type RequestContext } from "../../lib/session/portal-request.server.ts";
import { catalogueTexts as texts } from "./catalogue-texts.ts";
import { myProductsHref } from "./my-products-links.ts";
import type { OwnProduct } from "./product-form.tsx";
import { type ProductFormValues, readProductForm } from "./product-form-data.ts";

/** The member's list of products: a card per row. */
export type MyProduct = CallResult<typeof catalogueCalls.mine>["data"]["records"][number];

const refusal = (error: unknown) => refusalMessage(error, "加载失败，请稍后重试");

/** 我的产品: the business's products in the chosen state (all when none), with the count of each state. */
export async function loadMyProducts(request: Request, context: RequestContext) {
  const client = memberClientOrLogin(context);
  const url = new URL(request.url);
  const state = PRODUCT_STATES.find((s) => s === url.searchParams.get("state")) ?? null;
  const page = requestedPage(url.searchParams);
  const base = { state, page, saved: url.searchParams.get("saved") === "1" };
  try {
    const { data } = await clientCall(catalogueCalls.mine)(client, { ...(state ? { state } : {}), current: page, size: PRODUCT_PAGE_SIZE }, { silent: true });
    return { ...base, records: data.records, counts: data.counts, pages: data.pages, error: null as string | null };
  } catch (error) {
    return { ...base, records: [] as MyProduct[], counts: {} as Record<string, number>, pages: 0, error: refusal(error) };
  }
}

/** The list's row actions: submit a draft (or a refused or delisted product) for review, delist a listed one. */
export async function myProductsAction(request: Request, context: RequestContext) {
  const form = await request.formData();
  const id = idField(form, "id");
  const action = form.get("action");
  if (!id || (action !== "submit" && action !== "delist")) return { ok: false as const, msg: "请选择要操作的产品" };
  return memberAction(context, (client) => clientCall(catalogueCalls.change)(client, { id, action }, { silent: true }));
}

/** The product `?id=` to edit (the business's own, any state), or none for a new one. */
export async function loadProductForm(request: Request, context: RequestContext) {
  const client = memberClientOrLogin(context);
  const id = Number(new URL(request.url).searchParams.get("id")) || 0;
  if (!id) return { product: null as OwnProduct | null, error: null as string | null };
  try {
    return { product: (await clientCall(catalogueCalls.own)(client, { id }, { silent: true })).data, error: null };
  } catch (error) {
    return { product: null, error: refusal(error) };
  }
}

/** What a refused save answers: the message, each field's refusal, and what was typed. */
export type ProductFormAnswer = { ok: false; msg: string; fieldErrors: Partial<Record<ProductField, string>>; values: ProductFormValues };

/** Saves the product (a draft, or submitted for review) after the domain's checks; back to the list when done. */
export async function productFormAction(request: Request, context: RequestContext): Promise<ProductFormAnswer> {
  const { body, values, fieldErrors } = readProductForm(await request.formData());
  const refused = Object.keys(fieldErrors).length;
  if (refused > 0) return { ok: false, msg: texts.fieldsRefused.replace("{n}", String(refused)), fieldErrors, values };
  let state: ProductState = "draft";
  const answer = await memberAction(context, async (client) => {
    const saved = await clientCall(catalogueCalls.save)(client, body, { silent: true });
    state = saved.data.state;
    return saved;
  });
  if (answer.ok) throw redirect(`${myProductsHref(state)}${myProductsHref(state).includes("?") ? "&" : "?"}saved=1`);
  return { ok: false, msg: answer.msg, fieldErrors: {}, values };
}
