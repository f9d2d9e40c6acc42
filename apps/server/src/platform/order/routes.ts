import { randomInt } from "node:crypto";
import { openApiCalls, orderCalls } from "@cidp/api-client/contract";
import {
  BANK_TRANSFER_PAY_DAYS,
  formatFen,
  isPayableFen,
  mayPayByBankTransfer,
  ORDER_AUTO_ACCEPT_DAYS,
  ORDER_PAY_TIMEOUT_MINUTES,
  ORDER_STATE_LABELS,
  type OrderItemKind,
  type OrderRefusalCode,
  type OrderState,
  orderStateLabel,
} from "@cidp/domain";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import { createBankCardRepository } from "../bankcard/bankcard-repository.ts";
import { nameWithMaskedPhone } from "../member/masked-phone.ts";
import { openAppOf } from "../open-platform/open-guard.ts";
import type { BankTransferSettings } from "../payment/bank-transfer/bank-transfer-settings.ts";
import type { PaymentChannel, PaymentMethod } from "../payment/payment-provider.ts";
import type { Payments } from "../payment/payments.ts";
import type { WeChatJsapiCheckout } from "../payment/wechat-pay/wechat-jsapi-checkout.ts";
import { acceptanceDeadline, latestEvent, orderEventViews, repeatedEventKey } from "./order-event-views.ts";
import { type AppliedEvent, applyOrderEvent, type OrderRow } from "./order-events.ts";
import { createOrderRepository } from "./order-repository.ts";
import { type BuyerOffer, type OrderableItem, type OrderBuyer, orderableKinds } from "./orderable-kinds.ts";
import { servicePackageKind } from "./service-package-kind.ts";

const orderMessages = {
  methodUnavailable: "该支付方式暂未开通，请选择其他支付方式",
  missing: "订单不存在",
  itemMissing: "该服务不存在或已下架",
  notForSale: "该服务暂不可在线购买",
  kindUnsupported: "不支持的商品类型",
  notPayable: "订单当前状态不能支付",
  cardMissing: "请选择本人已绑定的银行卡",
  transferBelowLimit: (fromFen: number) => `对公转账仅适用于投标保证金及金额不低于${formatFen(fromFen)}的订单，请选择其他支付方式`,
  noTransfer: "该订单未选择对公转账",
} as const;

const refusalMessages: Record<OrderRefusalCode | "order.missing" | "order.actor-forbidden", string> = {
  "order.actor-forbidden": "无权进行此操作",
  "order.transition-forbidden": "订单当前状态不能进行此操作",
  "order.amount-mismatch": "金额与订单不符",
  "order.paid-by-another-payment": "订单已由另一笔支付完成",
  "order.missing": orderMessages.missing,
};

const ORDER_NO_ALPHABET = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** 20261123 + 8 random characters: says the day, guesses nothing about other orders. */
function newOrderNo(now: Date): string {
  const day = formatDateTime(now).slice(0, 10).replaceAll("-", "");
  let tail = "";
  for (let i = 0; i < 8; i++) tail += ORDER_NO_ALPHABET[randomInt(ORDER_NO_ALPHABET.length)];
  return `${day}${tail}`;
}

/** 网页授权's refusals (a state of another session, a used code) as the member's 400 with what to do. */
async function answeringJsapiRefusal<T>(jsapi: WeChatJsapiCheckout, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (jsapi.isRefusal(error)) throw refuse("invalid", error.message);
    throw error;
  }
}

function orderView(row: OrderRow) {
  return {
    orderNo: row.orderNo,
    itemKind: row.itemKind as OrderItemKind,
    itemId: row.itemId,
    title: row.title,
    amountFen: row.amountFen,
    listFen: row.listFen,
    discountNote: row.discountNote,
    state: row.state as OrderState,
    stateLabel: ORDER_STATE_LABELS[row.state as OrderState] ?? row.state,
    paidFen: row.paidFen,
    refundedFen: row.refundedFen,
    payBefore: formatDateTime(row.payBefore),
    createTime: formatDateTime(row.createdAt),
  };
}

/** The page the sandbox returns the buyer to (the kind's pay result page). */
const returnPathOf = (row: OrderRow) => {
  const kind = orderableKinds[row.itemKind as OrderItemKind];
  return kind ? kind.returnPath(row.orderNo) : servicePackageKind.returnPath(row.orderNo);
};

/** 对公转账 as the member's pages show it: the platform's account and an order's transfer. */
export interface OrderBankTransfer {
  account: BankTransferSettings;
  /** The order's newest transfer (its reference) and whether finance confirmed it. */
  ofOrder(orderId: number): Promise<{ reference: string; amountFen: number; confirmed: boolean; paymentStatus: string } | null>;
}

export interface OrderRoutesOptions {
  db: Database;
  payments: Payments;
  /** What the deployment offers (PAYMENT_PROVIDERS), in the checkout page's order. */
  paymentMethods: readonly PaymentMethod[];
  /** Null when the deployment does not offer 对公转账. */
  bankTransfer: OrderBankTransfer | null;
  /** WeChat Pay JSAPI inside WeChat's browser; null when not offered (a phone in WeChat then gets H5). */
  wechatJsapi?: WeChatJsapiCheckout | null;
  /** Lower prices buyers may have (VIP); the first that applies prices the order. */
  offers?: readonly BuyerOffer[];
  now?: () => Date;
}

/** The member's calls of orders and payments; the provider's notifications arrive at payment/notify-route.ts. */
export async function orderRoutes(
  app: FastifyInstance,
  { db, payments, paymentMethods, bankTransfer, wechatJsapi = null, offers = [], now = () => new Date() }: OrderRoutesOptions,
) {
  const orders = createOrderRepository(db);
  const cards = createBankCardRepository(db);

  /** The member and the business they act for: orders are bought for a business. */
  function buyerOf(request: FastifyRequest): OrderBuyer {
    const auth = authOf(request);
    if (!auth.business) throw refuse("permission", "请先选择企业");
    return { memberId: auth.member.id, businessId: auth.business.businessId };
  }

  /** The caller's own order, bought for the business they act for; anyone else's is "not found". */
  async function ownOrder(request: FastifyRequest, orderNo: string): Promise<OrderRow> {
    const row = await orders.ofBuyer(orderNo, buyerOf(request));
    if (!row) throw refuse("not_found", orderMessages.missing);
    return row;
  }

  const answer = (applied: AppliedEvent) => {
    if (!applied.ok)
      throw refuse(
        applied.code === "order.missing" ? "not_found" : applied.code === "order.actor-forbidden" ? "permission" : "state",
        refusalMessages[applied.code],
      );
    return ok(orderView(applied.order));
  };

  /**
   * The item as `buyer` would order it now: the kind's catalogue and price (never the buyer's), then
   * the first lower price an offer gives them. Throws the buyer's refusal (missing, off sale, not
   * certified). Read in the order's transaction by 下单, on its own by 应付金额.
   */
  async function pricedItem(
    tx: Database,
    request: FastifyRequest,
    buyer: OrderBuyer,
    itemKind: OrderItemKind,
    itemId: number,
    at: Date,
  ): Promise<OrderableItem> {
    const kind = orderableKinds[itemKind];
    if (!kind) throw refuse("invalid", orderMessages.kindUnsupported);
    if (kind.certification) app.permissionGuard.refuseUncertified(request, kind.certification);
    const item = await kind.find(tx, itemId, buyer);
    if (!item) throw refuse("not_found", orderMessages.itemMissing);
    if ("refused" in item) throw refuse("state", item.refused);
    if (!isPayableFen(item.priceFen)) throw refuse("state", orderMessages.notForSale);
    for (const offer of offers) {
      const lower = await offer(tx, buyer, { itemKind, itemId, listFen: item.priceFen }, at);
      if (lower && lower.priceFen < item.priceFen) return { ...item, priceFen: lower.priceFen, listFen: item.priceFen, discountNote: lower.note };
    }
    return item;
  }

  contractRoute(app, orderCalls.quote, async (request) => {
    const { itemKind, itemId } = request.query;
    const item = await pricedItem(db, request, buyerOf(request), itemKind, itemId, now());
    return ok({ title: item.title, priceFen: item.priceFen, listFen: item.listFen ?? null, discountNote: item.discountNote ?? null });
  });

  contractRoute(app, orderCalls.create, async (request) => {
    const buyer = buyerOf(request);
    // The price is the server's: the body names the item, never an amount.
    const { itemKind, itemId } = request.body;
    if (!orderableKinds[itemKind]) throw refuse("invalid", orderMessages.kindUnsupported);
    const at = now();
    const draft = { orderNo: newOrderNo(at), buyer, itemKind, itemId, createdAt: at, payBefore: new Date(at.getTime() + ORDER_PAY_TIMEOUT_MINUTES * 60_000) };
    const row = await orders.create(draft, (tx) => pricedItem(tx, request, buyer, itemKind, itemId, at));
    return ok(orderView(row));
  });

  // The open API's orders:read: the business's orders for its own system, whoever of its members bought them.
  contractRoute(app, openApiCalls.orders, async (request) => {
    const { current, size, state } = request.query;
    const { rows, total } = await orders.businessPage(openAppOf(request).app.businessId, { current, size, state });
    const records = rows.map((row) => {
      const { orderNo, itemKind, title, amountFen, paidFen, refundedFen, state: at, stateLabel, createTime } = orderView(row);
      return { orderNo, itemKind, title, amountFen, paidFen, refundedFen, state: at, stateLabel, createTime };
    });
    return ok({ records, total, current, size, pages: Math.ceil(total / size) });
  });

  contractRoute(app, orderCalls.list, async (request) => {
    const { current, size, state } = request.query;
    const { rows, total } = await orders.buyerPage(buyerOf(request), { current, size, state });
    return ok({ records: rows.map(orderView), total, current, size, pages: Math.ceil(total / size) });
  });

  contractRoute(app, orderCalls.detail, async (request) => {
    const row = await ownOrder(request, request.query.orderNo);
    const [events, awaited, seller] = await Promise.all([orders.eventsOf(row.id), awaitedTransfer(row), sellerOf(row)]);
    const deadline = row.state === "awaiting_acceptance" ? acceptanceDeadline(events, ORDER_AUTO_ACCEPT_DAYS) : null;
    return ok({
      ...orderView(row),
      stateLabel: orderStateLabel(row.state as OrderState, awaited !== null),
      events: orderEventViews(events),
      awaitedTransferReference: awaited,
      seller,
      acceptBefore: deadline ? formatDateTime(deadline) : null,
      afterSaleReason: row.state === "after_sale" ? (latestEvent(events, "request-after-sale")?.note ?? "") : "",
    });
  });

  /** The company selling the order's item and its contact (name, masked phone), as the buyer sees them; null for the platform's own. */
  async function sellerOf(row: OrderRow) {
    const found = row.sellerBusinessId === null ? null : await orderableKinds[row.itemKind as OrderItemKind]?.seller?.(db, row);
    if (!found) return null;
    const { contact } = found;
    return {
      businessId: found.businessId,
      name: found.name,
      contact: contact ? nameWithMaskedPhone(contact.name, contact.phone) : "",
      contactMemberId: contact?.memberId ?? null,
    };
  }

  /** The reference of the 对公转账 an unpaid order waits for: its newest attempt, still open and not yet confirmed. */
  async function awaitedTransfer(row: OrderRow): Promise<string | null> {
    if (row.state !== "pending_payment" || !bankTransfer) return null;
    const transfer = await bankTransfer.ofOrder(row.id);
    return transfer && !transfer.confirmed && transfer.paymentStatus === "open" ? transfer.reference : null;
  }

  contractRoute(app, orderCalls.pay, async (request) => {
    const auth = authOf(request);
    const row = await ownOrder(request, request.body.orderNo);
    if (row.state !== "pending_payment" || row.payBefore <= now()) throw refuse("state", orderMessages.notPayable);
    const certification = orderableKinds[row.itemKind as OrderItemKind]?.certification;
    if (certification) app.permissionGuard.refuseUncertified(request, certification);
    let card: { id: number; label: string } | null = null;
    if (request.body.method === "bank_card") {
      // Only the member's own bound card (not a business's 对公 account): 快捷支付 is personal.
      const bound = request.body.bankCardId ? await cards.personalCard(request.body.bankCardId, auth.member.id) : undefined;
      if (!bound) throw refuse("invalid", orderMessages.cardMissing);
      card = { id: bound.id, label: `${bound.bankName} 尾号${bound.last4}` };
    }
    // Only what the deployment offers (PAYMENT_PROVIDERS): another method is the member's mistake, said as such.
    if (!paymentMethods.includes(request.body.method)) throw refuse("invalid", orderMessages.methodUnavailable);
    const payable = request.body.method === "bank_transfer" ? await transferPayable(row) : row;
    const channel = channelOf(request.body.method, request.body.channel);
    if (channel === "jsapi" && wechatJsapi) {
      const { wechatCode, wechatState } = request.body;
      return ok(await payInWeChat(payable, wechatJsapi, { sessionId: auth.session.sessionId, clientIp: request.ip, wechatCode, wechatState }));
    }
    const device = { channel, clientIp: request.ip };
    const started = await payments.start(payable, request.body.method, card, returnPathOf(payable), device);
    return ok({ checkoutUrl: started.checkoutUrl });
  });

  /**
   * WeChat Pay inside WeChat's browser: first 网页授权 (the payer's openid), which comes back to our
   * JSAPI page and asks again with its code; then the JSAPI trade, whose checkout is a package the
   * page opens in WeChat's cashier with the parameters signed here. Asked again while that trade is
   * open (the page reloaded), its parameters are signed anew without another authorisation.
   */
  async function payInWeChat(
    row: OrderRow,
    jsapi: WeChatJsapiCheckout,
    payer: { sessionId: string; clientIp: string; wechatCode: string | undefined; wechatState: string | undefined },
  ) {
    const { sessionId, wechatCode, wechatState } = payer;
    const page = jsapi.pagePath(row.orderNo);
    if (!wechatCode || !wechatState) {
      const open = await payments.openCheckout(row.id, "wechat", "jsapi");
      return open ? { checkoutUrl: page, wechatPayRequest: jsapi.payRequest(open) } : { checkoutUrl: jsapi.authorizeUrl(sessionId, row.orderNo) };
    }
    const payerOpenid = await answeringJsapiRefusal(jsapi, () => jsapi.openidOf(wechatCode, wechatState, sessionId, row.orderNo));
    const started = await payments.start(row, "wechat", null, returnPathOf(row), { channel: "jsapi", clientIp: payer.clientIp, payerOpenid });
    return { checkoutUrl: page, wechatPayRequest: jsapi.payRequest(started.checkoutUrl) };
  }

  /** WeChat's browser: WeChat Pay there is JSAPI where the deployment offers it; anything else pays as on a phone. */
  function channelOf(method: PaymentMethod, browser: "pc" | "mobile" | "wechat"): PaymentChannel {
    if (browser !== "wechat") return browser;
    return method === "wechat" && wechatJsapi ? "jsapi" : "mobile";
  }

  /**
   * An order to be paid by 对公转账: only a tender deposit or one from the deployment's limit up, and
   * given days to pay (the transfer, then finance's confirmation) — up to the item's own limit.
   */
  async function transferPayable(row: OrderRow): Promise<OrderRow> {
    const fromFen = bankTransfer?.account.minFen ?? null;
    if (!mayPayByBankTransfer(row.itemKind as OrderItemKind, row.amountFen, fromFen)) throw refuse("limit", orderMessages.transferBelowLimit(fromFen ?? 0));
    const limit = await orderableKinds[row.itemKind as OrderItemKind]?.payableUntil?.(db, row.itemId);
    const days = new Date(now().getTime() + BANK_TRANSFER_PAY_DAYS * 86_400_000);
    return (await orders.payableUntil(row.id, limit && limit < days ? limit : days)) ?? row;
  }

  contractRoute(app, orderCalls.methods, async () => ok({ methods: [...paymentMethods], bankTransferFromFen: bankTransfer?.account.minFen ?? null }));

  contractRoute(app, orderCalls.bankTransfer, async (request) => {
    const row = await ownOrder(request, request.query.orderNo);
    const transfer = bankTransfer ? await bankTransfer.ofOrder(row.id) : null;
    if (!bankTransfer || !transfer) throw refuse("not_found", orderMessages.noTransfer);
    const { accountName, bankName, accountNumber } = bankTransfer.account;
    return ok({
      orderNo: row.orderNo,
      title: row.title,
      amountFen: transfer.amountFen,
      reference: transfer.reference,
      accountName,
      bankName,
      accountNumber,
      payBefore: formatDateTime(row.payBefore),
      state: transfer.confirmed ? "confirmed" : transfer.paymentStatus === "open" ? "awaiting" : "closed",
    });
  });

  contractRoute(app, orderCalls.sync, async (request) => {
    const row = await ownOrder(request, request.body.orderNo);
    await payments.syncOrder(row.id);
    return ok(orderView((await orders.byId(row.id)) ?? row));
  });

  contractRoute(app, orderCalls.cancel, async (request) => {
    const auth = authOf(request);
    const row = await ownOrder(request, request.body.orderNo);
    // A payment already made wins over the cancel: look before cancelling.
    await payments.syncOrder(row.id);
    const applied = await applyOrderEvent(db, {
      orderId: row.id,
      eventKey: "cancel",
      event: { type: "cancel" },
      actor: { kind: "buyer", id: auth.member.id },
      note: "买家取消订单",
    });
    if (applied.ok && applied.changed) await payments.closeOpen(row.id);
    return answer(applied);
  });

  contractRoute(app, orderCalls.requestRefund, async (request) => {
    const auth = authOf(request);
    const row = await ownOrder(request, request.body.orderNo);
    const refusal = orderableKinds[row.itemKind as OrderItemKind]?.buyerRefundRefusal;
    if (refusal) throw refuse("state", refusal);
    return answer(
      await applyOrderEvent(db, {
        orderId: row.id,
        eventKey: "request-refund",
        event: { type: "request-refund" },
        actor: { kind: "buyer", id: auth.member.id },
        note: request.body.reason,
      }),
    );
  });

  // 确认验收: the buyer accepts what the seller delivered (待验收 → 已完成); the job runner does it for them after ORDER_AUTO_ACCEPT_DAYS.
  contractRoute(app, orderCalls.accept, async (request) => {
    const auth = authOf(request);
    const row = await ownOrder(request, request.body.orderNo);
    // One key with the automatic 验收: whichever comes first accepts the order, the other changes nothing.
    return answer(
      await applyOrderEvent(db, {
        orderId: row.id,
        eventKey: "accept",
        event: { type: "accept" },
        actor: { kind: "buyer", id: auth.member.id },
        note: "买家确认验收",
      }),
    );
  });

  // 申请售后: the buyer does not accept what was delivered and says why; the seller serves again or refunds.
  contractRoute(app, orderCalls.requestAfterSale, async (request) => {
    const auth = authOf(request);
    const row = await ownOrder(request, request.body.orderNo);
    const events = await orders.eventsOf(row.id);
    return answer(
      await applyOrderEvent(db, {
        orderId: row.id,
        // One request per delivery: a second delivery after the seller served again may have its own.
        eventKey: repeatedEventKey(events, "request-after-sale"),
        event: { type: "request-after-sale" },
        actor: { kind: "buyer", id: auth.member.id },
        note: request.body.reason,
      }),
    );
  });
}
