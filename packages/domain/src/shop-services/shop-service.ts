/**
 * A service a company publishes and sells in its shop (工程咨询, 检测, 监理 …): 草稿 → 审核中 →
 * 已上架 → 已下架, or 审核未通过 with the operator's reason. Only 已上架 services can be ordered, so a
 * service always has a fixed price (面议 cannot be paid online). `transitionShopService` is the only
 * way a service's state changes: the server applies its answer in the statement that records it.
 */
import { keysOf } from "../labelled-keys.ts";
import type { Result } from "../result.ts";
import {
  REVIEWED_OFFER_MOVES,
  REVIEWED_OFFER_STATE_LABELS,
  REVIEWED_OFFER_STATES,
  type ReviewedOfferEvent,
  type ReviewedOfferState,
} from "../review/reviewed-offer.ts";
import { transitionBy } from "../transition-table.ts";

export const SHOP_SERVICE_CATEGORY_LABELS = {
  consulting: "工程咨询",
  design: "设计",
  testing: "检测",
  supervision: "监理",
  costing: "造价",
  legal: "法律",
  training: "培训",
  other: "其他",
} as const;

export const SHOP_SERVICE_CATEGORIES = keysOf(SHOP_SERVICE_CATEGORY_LABELS);
export type ShopServiceCategory = (typeof SHOP_SERVICE_CATEGORIES)[number];

/** How a price is counted (计价单位). */
export const SHOP_SERVICE_UNITS = ["次", "项", "天", "月", "平方米", "米", "组", "份", "人", "个"] as const;
export type ShopServiceUnit = (typeof SHOP_SERVICE_UNITS)[number];

export const SHOP_SERVICE_STATES = REVIEWED_OFFER_STATES;
export type ShopServiceState = ReviewedOfferState;

export const SHOP_SERVICE_STATE_LABELS = REVIEWED_OFFER_STATE_LABELS;

/** The company edits, submits and delists; the operator approves and rejects. */
export type ShopServiceEvent = ReviewedOfferEvent;

/** The next state, or a refusal when the event is not allowed in this state. */
export function transitionShopService(
  state: ShopServiceState,
  event: ShopServiceEvent,
): Result<ShopServiceState, { code: "shop-service.transition-forbidden" }> {
  return transitionBy(REVIEWED_OFFER_MOVES, state, event, "shop-service.transition-forbidden");
}

/** The days a service may promise to deliver in. */
export const SHOP_SERVICE_DELIVERY_DAYS = { min: 1, max: 365 } as const;
/** The highest price of one unit: ¥10,000,000.00. */
export const SHOP_SERVICE_MAX_PRICE_FEN = 1_000_000_000;

/** What the form sends (rich text already sanitised or still to be; its length counts the text). */
export interface ShopServiceDraft {
  readonly title: string;
  readonly category: string;
  readonly priceFen: number;
  readonly unit: string;
  readonly deliveryDays: number;
  readonly serviceArea: string;
  readonly content: string;
  readonly afterSales: string;
}

export type ShopServiceField = keyof ShopServiceDraft;

/** The visible text of an HTML fragment, for length rules. */
export const textOfHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&[a-z#0-9]+;/gi, "x")
    .trim();

const isIn = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value);

/** Every rule of a service the form breaks, by field, in Chinese; empty when it may be saved. */
export function checkShopServiceDraft(draft: ShopServiceDraft): Partial<Record<ShopServiceField, string>> {
  const errors: Partial<Record<ShopServiceField, string>> = {};
  const title = draft.title.trim();
  if (title.length < 4) errors.title = "服务标题至少4个字";
  else if (title.length > 60) errors.title = "服务标题不能超过60个字";
  if (!isIn(SHOP_SERVICE_CATEGORIES, draft.category)) errors.category = "请选择服务类别";
  if (!Number.isSafeInteger(draft.priceFen) || draft.priceFen <= 0) errors.priceFen = "请填写大于0的服务价格（不支持面议）";
  else if (draft.priceFen > SHOP_SERVICE_MAX_PRICE_FEN) errors.priceFen = "服务价格不能超过1000万元";
  if (!isIn(SHOP_SERVICE_UNITS, draft.unit)) errors.unit = "请选择计价单位";
  const { min, max } = SHOP_SERVICE_DELIVERY_DAYS;
  if (!Number.isInteger(draft.deliveryDays) || draft.deliveryDays < min || draft.deliveryDays > max) errors.deliveryDays = `交付周期应为${min}～${max}天`;
  const area = draft.serviceArea.trim();
  if (area.length < 2) errors.serviceArea = "请填写服务区域与交付方式";
  else if (area.length > 100) errors.serviceArea = "服务区域与交付方式不能超过100个字";
  const content = textOfHtml(draft.content);
  if (content.length < 20) errors.content = "服务内容至少20个字";
  else if (draft.content.length > 20_000) errors.content = "服务内容过长（不超过20000个字符）";
  if (draft.afterSales.trim().length > 500) errors.afterSales = "售后说明不能超过500个字";
  return errors;
}

/** "¥3,800.00/次" — the price as cards and the detail show it. */
export function shopServicePriceText(priceFen: number, unit: string): string {
  const yuan = (priceFen / 100).toLocaleString("zh-CN", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `¥${yuan}/${unit}`;
}

/** "7天内交付". */
export const shopServiceDeliveryText = (days: number) => `${days}天内交付`;
