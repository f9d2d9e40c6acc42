import { AFTER_SALE_REASON_MIN, ORDER_ITEM_KINDS, ORDER_STATES } from "@cidp/domain";
import { z } from "zod";
import { changeCall, changesAnswering, listCall, readCall } from "./call-kinds.ts";
import { dateTimeSchema } from "./common.contract.ts";

// 服务订单与支付: a member orders a service of the market (legal packages first), pays through the
// payment provider and follows the order. Designed paths (spec §7 does not show them).
const base = "/api/cidp-pay/ecomm/order";

/** A service order's state (the domain's order machine). */
export const orderStateSchema = z.enum(ORDER_STATES);
/** The methods of payment: 快捷支付 with a bound card, WeChat Pay, Alipay, 对公转账. */
const paymentMethodSchema = z.enum(["bank_card", "wechat", "alipay", "bank_transfer"], { error: "请选择支付方式" });
const orderNoSchema = z.string({ error: "缺少订单号" }).regex(/^\d{8}[0-9A-Z]{8}$/, "订单号格式不正确");

/** An order as the member center shows it; amounts in fen. */
const orderSchema = z.object({
  orderNo: z.string(),
  itemKind: z.enum(ORDER_ITEM_KINDS),
  itemId: z.number().int(),
  title: z.string(),
  amountFen: z.number().int(),
  /** The item's list price when the buyer was charged less; null when the amount is the list price. */
  listFen: z.number().int().nullable(),
  /** Why it is less (年度VIP会员 9折); null without a discount. */
  discountNote: z.string().nullable(),
  state: orderStateSchema,
  /** 待支付, 已支付 … as shown. */
  stateLabel: z.string(),
  paidFen: z.number().int(),
  refundedFen: z.number().int(),
  payBefore: dateTimeSchema,
  createTime: dateTimeSchema,
});

/** One line of the order's history: what happened, by whom, when (server time); the buyer's and the seller's detail show it alike. */
export const orderEventSchema = z.object({
  type: z.string(),
  actorKind: z.enum(["buyer", "seller", "system", "operator"]),
  fromState: orderStateSchema,
  toState: orderStateSchema,
  note: z.string(),
  time: dateTimeSchema,
});

/**
 * Addresses of the payment provider's side, outside the browser's calls: where the embedded sandbox
 * shows its checkout page (reached through the portal's /api proxy too) and where providers post
 * their signed notifications to the services.
 */
export const paymentProviderPaths = {
  sandboxCheckout: "/api/sandbox-pay/checkout",
  sandboxNotify: "/api/cidp-pay/notify/sandbox",
  /** Where each provider posts its notifications: this, a slash, and the provider's name (wechat, alipay, sandbox). */
  notify: "/api/cidp-pay/notify",
} as const;

// Who may make the calls below and, where several answer alike, how they answer: declared once
// per permission so that calls guarded alike cannot drift apart.
const orderPayAccess = { auth: "business", permission: "order_pay", designed: true, tag: "order" } as const;
const orderPayChange = changesAnswering(orderPayAccess, { data: orderSchema, errors: [400, 404] });

/** What a member would pay for an item now, as 下单 would charge it. */
const quoteSchema = z.object({
  title: z.string(),
  /** What the order would cost. */
  priceFen: z.number().int(),
  /** The list price when the member pays less (a VIP's discount); null otherwise. */
  listFen: z.number().int().nullable(),
  discountNote: z.string().nullable(),
});

const orderItemSchema = z.object({
  itemKind: z.enum(ORDER_ITEM_KINDS, { error: "不支持的商品类型" }),
  itemId: z.coerce.number({ error: "请选择要购买的服务" }).int().positive("请选择要购买的服务"),
});

/** The calls of orders and payments. */
export const orderCalls = {
  quote: readCall(orderPayAccess, {
    path: `${base}/quote`,
    summary: "下单前的应付金额（含VIP会员折扣）",
    query: orderItemSchema,
    data: quoteSchema,
    errors: [400, 403, 404],
  }),
  create: changeCall(orderPayAccess, {
    path: `${base}/create`,
    summary: "下单（价格以服务端为准）",
    body: orderItemSchema,
    data: orderSchema,
    errors: [400, 403, 404],
  }),
  list: listCall(orderPayAccess, { path: `${base}/list`, summary: "我的服务订单", record: orderSchema, filters: { state: orderStateSchema.optional() } }),
  detail: readCall(orderPayAccess, {
    path: `${base}/detail`,
    summary: "订单详情与记录",
    query: z.object({ orderNo: orderNoSchema }),
    data: orderSchema.extend({
      events: z.array(orderEventSchema),
      /** The 附言 of the 对公转账 the order waits for (chosen, not yet confirmed by finance); null when it waits for none. */
      awaitedTransferReference: z.string().nullable(),
      /** The company that sells the item (a shop's service) and whom to call there; null for the platform's own. */
      seller: z
        .object({
          businessId: z.number().int(),
          name: z.string(),
          /** The seller's contact: name with a masked phone. */
          contact: z.string(),
          /** The member to chat with (the service's publisher); null when none. */
          contactMemberId: z.number().int().nullable(),
        })
        .nullable(),
      /** 待验收: when the order is accepted for the buyer if they say nothing (自动确认验收); null otherwise. */
      acceptBefore: dateTimeSchema.nullable(),
      /** 售后中: the buyer's reason; empty otherwise. */
      afterSaleReason: z.string(),
    }),
    errors: [400, 404],
  }),
  pay: changeCall(orderPayAccess, {
    path: `${base}/pay`,
    summary: "发起支付（银行卡快捷支付、微信、支付宝、对公转账）",
    body: z.object({
      orderNo: orderNoSchema,
      method: paymentMethodSchema,
      /** The member's own bound card, for bank_card. */
      bankCardId: z.coerce.number().int().positive().optional(),
      /**
       * The member's device (the portal reads it from the browser): a PC gets a QR or the provider's page, a phone its mobile
       * page; `wechat` is WeChat's own browser, where WeChat Pay is JSAPI (网页授权 first) where offered, else as a phone.
       */
      channel: z.enum(["pc", "mobile", "wechat"]).default("pc"),
      /** What WeChat's 网页授权 brought back to the JSAPI page: the code (for the payer's openid) and the state it was sent with. */
      wechatCode: z
        .string()
        .regex(/^[\w-]{1,128}$/, "微信授权码无效")
        .optional(),
      wechatState: z
        .string()
        .regex(/^[0-9A-Za-z]{1,128}$/, "微信授权状态无效")
        .optional(),
    }),
    /**
     * Where the member pays: an address to go to (inside WeChat first its 网页授权, then our JSAPI page), or a `weixin://`
     * code the page shows as a QR code (WeChat Pay on a PC). Inside WeChat once the trade is open, also the signed
     * parameters of WeChat's cashier, as `WeixinJSBridge.invoke("getBrandWCPayRequest", …)` takes them.
     */
    data: z.object({
      checkoutUrl: z.string(),
      wechatPayRequest: z
        .object({ appId: z.string(), timeStamp: z.string(), nonceStr: z.string(), package: z.string(), signType: z.literal("RSA"), paySign: z.string() })
        .optional(),
    }),
    errors: [400, 403, 404],
  }),
  methods: readCall(orderPayAccess, {
    path: `${base}/payment-methods`,
    summary: "本平台开通的支付方式（对公转账：投标保证金及不低于起付金额的订单）",
    data: z.object({
      methods: z.array(paymentMethodSchema),
      /** 对公转账 is offered for a tender deposit and for an order of at least this; null when the platform does not offer it. */
      bankTransferFromFen: z.number().int().nullable(),
    }),
  }),
  bankTransfer: readCall(orderPayAccess, {
    path: `${base}/bank-transfer`,
    summary: "对公转账：平台收款账户、本单附言编号与金额、到账确认状态",
    query: z.object({ orderNo: orderNoSchema }),
    data: z.object({
      orderNo: z.string(),
      title: z.string(),
      amountFen: z.number().int(),
      /** The code the payer writes in the transfer's 附言/用途: finance finds the payment by it. */
      reference: z.string(),
      accountName: z.string(),
      bankName: z.string(),
      accountNumber: z.string(),
      /** Until when the order waits for the transfer. */
      payBefore: dateTimeSchema,
      /** awaiting: finance has not confirmed it yet; confirmed: received, the order is paid; closed: the order no longer waits for it. */
      state: z.enum(["awaiting", "confirmed", "closed"]),
    }),
    errors: [400, 404],
  }),
  sync: orderPayChange({ path: `${base}/sync`, summary: "查询支付结果（通知未到时向支付机构查询）", body: z.object({ orderNo: orderNoSchema }) }),
  cancel: orderPayChange({ path: `${base}/cancel`, summary: "取消未支付的订单", body: z.object({ orderNo: orderNoSchema }) }),
  requestRefund: orderPayChange({
    path: `${base}/refund`,
    summary: "申请退款",
    body: z.object({
      orderNo: orderNoSchema,
      reason: z.string({ error: "请填写退款原因" }).trim().min(2, "请填写退款原因（至少2个字）").max(200, "退款原因不能超过200个字"),
    }),
  }),
  accept: orderPayChange({ path: `${base}/accept`, summary: "确认验收（卖家已完成服务的订单）", body: z.object({ orderNo: orderNoSchema }) }),
  requestAfterSale: orderPayChange({
    path: `${base}/after-sale`,
    summary: "申请售后（待验收的订单）",
    body: z.object({
      orderNo: orderNoSchema,
      reason: z.string({ error: "请填写售后原因" }).trim().min(AFTER_SALE_REASON_MIN, "请填写售后原因（至少2个字）").max(200, "售后原因不能超过200个字"),
    }),
  }),
};
