/** What the shop-service calls answer when they refuse, in Chinese. */
export const shopServiceMessages = {
  chooseBusiness: "请先选择企业",
  serviceMissing: "服务不存在",
  notOnSale: "该服务未上架或已下架",
  notEditable: "已上架或审核中的服务不能修改，请先下架",
  transition: "服务当前状态不能进行此操作",
  ownService: "不能购买本企业发布的服务",
  articleMissing: "文章不存在",
  articleNotEditable: "审核中或已发布的文章不能修改",
  orderMissing: "订单不存在",
  stepForbidden: "订单当前状态不能进行此操作",
  refuseReason: "请填写拒绝退款的原因（2～200字）",
  redoNote: "请填写售后处理说明（2～200字）",
  invoiceMissing: "买家尚未申请发票",
  invoiceIssued: "发票已开具，不能重复开具",
} as const;

/**
 * The seller's steps, the order event each is, and what the buyer is told. 完成服务 leaves the
 * order 待验收 for the buyer; 售后 is answered by serving again (重新服务) or by refunding.
 */
export const sellerSteps = {
  start: { event: { type: "start-service" }, note: "卖家已开始服务", notice: "服务已开始" },
  complete: { event: { type: "deliver" }, note: "卖家已完成服务，待买家验收", notice: "服务已完成，请确认验收" },
  "approve-refund": { event: { type: "approve-refund" }, note: "卖家同意退款", notice: "退款申请已通过" },
  "reject-refund": { event: { type: "refund-rejected" }, note: "卖家拒绝退款", notice: "退款申请未通过" },
  redo: { event: { type: "redo" }, note: "卖家处理售后：重新服务", notice: "售后处理：卖家将重新服务" },
  "after-sale-refund": { event: { type: "approve-refund" }, note: "卖家同意售后退款", notice: "退款申请已通过" },
} as const;

/** What the buyer reads when the order was accepted for them after the days to accept it passed. */
export const autoAcceptedNotice = "已自动确认验收";
