import { clientCall } from "@cidp/api-client";
import { type CallResult, shopServiceCalls } from "@cidp/api-client/contract";
import { checkServiceKnowledgeDraft, checkShopServiceDraft, parseYuan, SHOP_SERVICE_STATES } from "@cidp/domain";
import { redirect } from "react-router";
import { refusalMessage } from "../../lib/api/refusal-message.ts";
import { idField } from "../../lib/form-fields.server.ts";
import { readOrRefusal } from "../../lib/member-page.server.ts";
import { ownRecordOrNotFound } from "../../lib/not-found.server.ts";
import { requestedPage } from "../../lib/page-number.ts";
import { type ActionAnswer, memberAction } from "../../lib/session/member-action.server.ts";
import { memberClientOrLogin, type RequestContext } from "../../lib/session/portal-request.server.ts";
import { shopServicePaths as paths } from "./shop-service-paths.ts";
import { shopServiceTexts as texts } from "./shop-service-texts.ts";

export type OwnService = CallResult<typeof shopServiceCalls.own>["data"];
export type ServiceCard = CallResult<typeof shopServiceCalls.mine>["data"]["records"][number];
export type OwnArticle = CallResult<typeof shopServiceCalls.knowledgeOwn>["data"];
export type ArticleRow = CallResult<typeof shopServiceCalls.knowledgeMine>["data"][number];

/** A form's answer: the message, and the refusals by field when the form was refused before sending. */
export type FormAnswer = ActionAnswer & { fields?: Record<string, string> };

const PAGE_SIZE = 10;

/** The call's data, a 404 page for an id that is not the member's business's, or the error's message. */
const ownOrNotFound = <T>(load: Promise<{ data: T }>, missing: string) => ownRecordOrNotFound(missing, async () => (await load).data);

const idOf = (request: Request) => Number(new URL(request.url).searchParams.get("id")) || 0;
const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/** The business's services, of one state tab and page; the refusal's message when the member may not publish. */
export async function loadMyServices(request: Request, context: RequestContext) {
  const client = memberClientOrLogin(context);
  const params = new URL(request.url).searchParams;
  const state = SHOP_SERVICE_STATES.find((s) => s === params.get("state")) ?? null;
  const current = requestedPage(params);
  try {
    const answer = await clientCall(shopServiceCalls.mine)(client, { current, size: PAGE_SIZE, ...(state ? { state } : {}) }, { silent: true });
    return { state, ...answer.data, current, error: null };
  } catch (error) {
    const msg = refusalMessage(error, texts.loadFailed);
    return { state, current, records: [] as ServiceCard[], total: 0, pages: 0, counts: {} as Record<string, number>, error: msg };
  }
}

/** The business's service named by `?id=` (404 page otherwise). */
export function loadOwnService(request: Request, context: RequestContext): Promise<OwnService> {
  return ownOrNotFound(clientCall(shopServiceCalls.own)(memberClientOrLogin(context), { id: idOf(request) }, { silent: true }), texts.serviceMissing);
}

/** The service to edit (`?id=`), or null for a new one. */
export async function loadServiceToEdit(request: Request, context: RequestContext): Promise<OwnService | null> {
  memberClientOrLogin(context);
  return idOf(request) ? loadOwnService(request, context) : null;
}

/** 提交审核 or 下架 of a service in a list or its detail. */
export function serviceChangeAction(form: FormData, context: RequestContext): Promise<ActionAnswer> {
  const id = idField(form, "id") ?? 0;
  const action = textOf(form, "action") === "delist" ? "delist" : "submit";
  return memberAction(context, (client) => clientCall(shopServiceCalls.change)(client, { id, action }, { silent: true }));
}

/** 保存草稿 / 提交审核 of the service form: refused field by field before sending, then to its detail. */
export async function serviceSaveAction(request: Request, context: RequestContext): Promise<FormAnswer> {
  const form = await request.formData();
  const id = idField(form, "id");
  const submit = textOf(form, "intent") === "submit";
  const priceText = textOf(form, "price");
  const draft = {
    title: textOf(form, "title").trim(),
    category: textOf(form, "category"),
    priceFen: parseYuan(priceText) ?? 0,
    unit: textOf(form, "unit"),
    deliveryDays: Number(textOf(form, "deliveryDays")),
    serviceArea: textOf(form, "serviceArea").trim(),
    content: textOf(form, "content"),
    afterSales: textOf(form, "afterSales").trim(),
  };
  const fields: Record<string, string> = { ...checkShopServiceDraft(draft) };
  if (priceText.trim() !== "" && parseYuan(priceText) === null) fields.priceFen = "价格格式不正确（最多两位小数）";
  if (Object.keys(fields).length > 0) return { ok: false, msg: texts.fixFields, fields };
  let savedId = 0;
  const answer = await memberAction(context, async (client) => {
    const saved = await clientCall(shopServiceCalls.save)(
      client,
      { ...(id ? { id } : {}), ...draft, category: draft.category as "other", unit: draft.unit as "次", submit },
      { silent: true },
    );
    savedId = saved.data.id;
    return saved;
  });
  if (!answer.ok) return answer;
  throw redirect(`${paths.detail(savedId)}&saved=${submit ? "submit" : "draft"}`);
}

/** The business's knowledge articles. */
export async function loadMyArticles(context: RequestContext) {
  const { data, error } = await readOrRefusal(context, (client) => clientCall(shopServiceCalls.knowledgeMine)(client, { silent: true }), texts.loadFailed);
  return { records: data ?? [], error };
}

/** The business's article named by `?id=` (404 page otherwise). */
export function loadOwnArticle(request: Request, context: RequestContext): Promise<OwnArticle> {
  return ownOrNotFound(
    clientCall(shopServiceCalls.knowledgeOwn)(memberClientOrLogin(context), { id: idOf(request) }, { silent: true }),
    texts.knowledgeMissing,
  );
}

export async function loadArticleToEdit(request: Request, context: RequestContext): Promise<OwnArticle | null> {
  memberClientOrLogin(context);
  return idOf(request) ? loadOwnArticle(request, context) : null;
}

/** 保存草稿 / 提交审核 of the article form. */
export async function articleSaveAction(request: Request, context: RequestContext): Promise<FormAnswer> {
  const form = await request.formData();
  const id = idField(form, "id");
  const submit = textOf(form, "intent") === "submit";
  const draft = { title: textOf(form, "title").trim(), summary: textOf(form, "summary").trim(), body: textOf(form, "body") };
  const fields: Record<string, string> = { ...checkServiceKnowledgeDraft(draft) };
  if (Object.keys(fields).length > 0) return { ok: false, msg: texts.fixFields, fields };
  let savedId = 0;
  const answer = await memberAction(context, async (client) => {
    const saved = await clientCall(shopServiceCalls.knowledgeSave)(client, { ...(id ? { id } : {}), ...draft, submit }, { silent: true });
    savedId = saved.data.id;
    return saved;
  });
  if (!answer.ok) return answer;
  throw redirect(`${paths.knowledgeDetail(savedId)}&saved=${submit ? "submit" : "draft"}`);
}

/** `?saved=` after a save: which message the detail page announces. */
export function savedNotice(request: Request, messages: { draft: string; submit: string }): ActionAnswer | null {
  const saved = new URL(request.url).searchParams.get("saved");
  return saved === "draft" || saved === "submit" ? { ok: true, msg: messages[saved] } : null;
}
