import { operatorCalls, orderCalls } from "@cidp/api-client/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { enrolStaff, refusalOf, type StaffSession, staffCall, staffData } from "../../testing/operator-desk.ts";
import { businessIdOf, contractCalls, type LoggedIn, login } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { operatorAudit } from "../operator/schema.ts";
import { serviceOrderEvents, serviceOrders } from "../order/schema.ts";
import { createPaymentServices } from "../payment/payment-services.ts";
import { bankTransferReceipts, bankTransferRefunds, paymentRefunds, payments } from "../payment/schema.ts";

// 对公转账 end to end in the services: the member chooses it (a tender deposit, or an order from the
// limit up: the development default's demo account takes 2000元), sees the account and the
// reference; finance confirms the receipt in the back office with the bank's 回单, which settles the
// payment as a provider's notification would; the refunds of such payments are finance's transfers.

let t: TestApp;
let zhang: LoggedIn;
let finance: StaffSession;
let agent: StaffSession;
const { answer, data } = contractCalls(() => t);

/** A minimal PNG's bytes (the signature is what the services check), as the back office forwards a chosen file. */
const pngReceipt = {
  fileName: "回单.png",
  data: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]).toString("base64"),
};
const pdfReceipt = { fileName: "回单.pdf", data: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n").toString("base64") };
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
let serial = 0;
const newSerial = () => `2026112900${String(++serial).padStart(6, "0")}`;

/** The 企业VIP会员 (2999元, above the limit) or 年度VIP会员 (999元, below it), ordered. */
async function newOrder(plan: "enterprise" | "annual" = "enterprise") {
  return data(orderCalls.create, zhang, { itemKind: "vip_plan", itemId: plan === "enterprise" ? 3 : 2 });
}

/** An order paid by 对公转账: the page the member is sent to and what it shows. */
async function transferStarted(plan: "enterprise" | "annual" = "enterprise") {
  const order = await newOrder(plan);
  const { checkoutUrl } = await data(orderCalls.pay, zhang, { orderNo: order.orderNo, method: "bank_transfer" });
  const shown = await data(orderCalls.bankTransfer, zhang, { orderNo: order.orderNo });
  return { order, checkoutUrl, shown };
}

const confirm = (reference: string, change: Record<string, unknown> = {}, who = finance) =>
  staffCall(
    t.app,
    operatorCalls.bankTransferConfirm,
    { reference, bankSerial: newSerial(), amountYuan: "2999.00", receivedOn: today(), receipt: pngReceipt, ...change },
    who,
  );

async function orderRow(orderNo: string) {
  const [row] = await t.database.db.select().from(serviceOrders).where(eq(serviceOrders.orderNo, orderNo));
  if (!row) throw new Error(`no order ${orderNo}`);
  return row;
}

beforeAll(async () => {
  t = await createTestApp({ memory: true });
  zhang = await login(t, "13800000001", await businessIdOf(t.database.db, "91220101MA14XKQ355"));
  finance = await enrolStaff(t.app, t.database.db, { username: "transfer-finance", displayName: "财务 小孙", role: "财务" }, () => new Date());
  agent = await enrolStaff(t.app, t.database.db, { username: "transfer-agent", displayName: "客服 小钱", role: "客服" }, () => new Date());
}, 90_000);

afterAll(() => t?.close());

describe("the member's side", () => {
  it("offers 对公转账 with its limit, and refuses it below the limit with the reason", async () => {
    expect(await data(orderCalls.methods, zhang)).toEqual({ methods: ["bank_card", "wechat", "alipay", "bank_transfer"], bankTransferFromFen: 200_000 });
    const small = await newOrder("annual");
    const refused = await answer(orderCalls.pay, zhang, { orderNo: small.orderNo, method: "bank_transfer" });
    expect(refused.code).toBe(400);
    expect(refused.msg).toBe("对公转账仅适用于投标保证金及金额不低于¥2,000.00的订单，请选择其他支付方式");
    expect((await orderRow(small.orderNo)).payBefore.getTime()).toBeLessThan(Date.now() + 3_600_000);
  });

  it("shows the collection account, a reference and the amount, and gives the order days to pay", async () => {
    const { order, checkoutUrl, shown } = await transferStarted();
    expect(checkoutUrl).toBe(`/user/pay/bank-transfer?orderNo=${order.orderNo}`);
    expect(shown).toMatchObject({
      orderNo: order.orderNo,
      amountFen: 299_900,
      accountName: "吉林省建设行业服务平台有限公司（演示）",
      bankName: "中国工商银行长春南关支行（演示）",
      accountNumber: "4200201109100000000",
      state: "awaiting",
    });
    expect(shown.reference).toMatch(/^DG[2-9A-HJ-NP-Z]{8}$/);
    // The order's detail says it waits for the transfer (not 待支付) and with which reference.
    expect(await data(orderCalls.detail, zhang, { orderNo: order.orderNo })).toMatchObject({
      state: "pending_payment",
      stateLabel: "待对公转账到账",
      awaitedTransferReference: shown.reference,
    });
    const days = ((await orderRow(order.orderNo)).payBefore.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    // A second 去支付 (even from a phone) is the same attempt and the same reference.
    await data(orderCalls.pay, zhang, { orderNo: order.orderNo, method: "bank_transfer", channel: "mobile" });
    expect((await data(orderCalls.bankTransfer, zhang, { orderNo: order.orderNo })).reference).toBe(shown.reference);
    // Another member's business never sees it.
    const li = await login(t, "13800000002");
    expect((await answer(orderCalls.bankTransfer, li, { orderNo: order.orderNo })).code).toBe(404);
  });
});

describe("finance confirms a receipt", () => {
  it("lists the transfer awaited, found by its reference or the company", async () => {
    const { order, shown } = await transferStarted();
    const byReference = await staffData(t.app, operatorCalls.bankTransfers, { q: shown.reference.toLowerCase() }, finance);
    expect(byReference.awaiting).toEqual([
      expect.objectContaining({ reference: shown.reference, orderNo: order.orderNo, amountFen: 299_900, orderWaiting: true, companyName: expect.any(String) }),
    ]);
    const company = byReference.awaiting[0]?.companyName ?? "";
    const byCompany = await staffData(t.app, operatorCalls.bankTransfers, { q: company.slice(0, 4) }, finance);
    expect(byCompany.awaiting.map((line) => line.reference)).toContain(shown.reference);
  });

  it("completes the order as a notification would, once however often it is confirmed, and audits who did", async () => {
    const { order, shown } = await transferStarted();
    const bankSerial = newSerial();
    const done = await confirm(shown.reference, { bankSerial, receipt: pdfReceipt });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().msg).toBe("已确认到账，订单已按已支付处理");
    const row = await orderRow(order.orderNo);
    expect(row).toMatchObject({ state: "paid", paidFen: 299_900 });
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.orderId, row.id));
    expect(payment).toMatchObject({ provider: "bank_transfer", method: "bank_transfer", status: "succeeded", providerTradeNo: bankSerial });
    expect((await data(orderCalls.bankTransfer, zhang, { orderNo: order.orderNo })).state).toBe("confirmed");

    const again = await confirm(shown.reference);
    expect(again.statusCode).toBe(200);
    expect(again.json().msg).toMatch(/已于 .* 确认到账（流水号 \d+），无需重复确认/);
    // The query fallback asks the provider, which answers succeeded: nothing changes.
    await data(orderCalls.sync, zhang, { orderNo: order.orderNo });
    const paidEvents = await t.database.db
      .select()
      .from(serviceOrderEvents)
      .where(and(eq(serviceOrderEvents.orderId, row.id), eq(serviceOrderEvents.type, "payment-succeeded")));
    expect(paidEvents).toHaveLength(1);
    expect((await orderRow(order.orderNo)).paidFen).toBe(299_900);
    const audited = await t.database.db
      .select()
      .from(operatorAudit)
      .where(and(eq(operatorAudit.action, "transfer.confirmed"), eq(operatorAudit.subjectId, row.id)));
    expect(audited).toHaveLength(1);
    expect(String(audited[0]?.detail.title)).toContain(shown.reference);
    // Gone from the list.
    const listed = await staffData(t.app, operatorCalls.bankTransfers, { q: shown.reference }, finance);
    expect(listed.awaiting).toEqual([]);
  });

  it("refuses an amount that differs from the payment, a bad receipt, a future day and a serial used before, writing nothing", async () => {
    const { order, shown } = await transferStarted();
    const short = await confirm(shown.reference, { amountYuan: "2990" });
    expect(refusalOf(short)).toEqual({
      status: 400,
      msg: "到账金额 ¥2,990.00 与应付金额 ¥2,999.00 不符，不能确认：少付或多付请与付款企业联系处理（退回后按应付金额重新转账）",
    });
    expect(refusalOf(await confirm(shown.reference, { amountYuan: "3000.5" })).status).toBe(400);
    const notAReceipt = await confirm(shown.reference, {
      receipt: { fileName: "回单.svg", data: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>").toString("base64") },
    });
    expect(refusalOf(notAReceipt)).toEqual({ status: 400, msg: "银行回单只能是PDF或JPG、PNG、WEBP格式的图片" });
    expect(refusalOf(await confirm(shown.reference, { receivedOn: "2999-01-01" }))).toEqual({ status: 400, msg: "到账日期应为今天或之前的日期" });
    expect(refusalOf(await confirm(shown.reference, { receivedOn: "2026-02-30" })).status).toBe(400);
    expect(refusalOf(await confirm(shown.reference, { bankSerial: "" })).msg).toContain("请填写银行流水号");
    expect(refusalOf(await confirm("DG00000000")).status).toBe(404);

    const other = await transferStarted();
    const bankSerial = newSerial();
    expect((await confirm(other.shown.reference, { bankSerial })).statusCode).toBe(200);
    expect(refusalOf(await confirm(shown.reference, { bankSerial }))).toEqual({
      status: 409,
      msg: `银行流水号 ${bankSerial} 已用于确认附言 ${other.shown.reference} 的转账，请核对`,
    });

    expect(await orderRow(order.orderNo)).toMatchObject({ state: "pending_payment", paidFen: 0 });
    const receipts = await t.database.db.select().from(bankTransferReceipts).where(eq(bankTransferReceipts.bankSerial, bankSerial));
    expect(receipts).toHaveLength(1);
  });

  it("keeps staff without finance's key out of every call", async () => {
    const { shown } = await transferStarted();
    expect((await staffCall(t.app, operatorCalls.bankTransfers, { q: "" }, agent)).statusCode).toBe(403);
    expect((await confirm(shown.reference, {}, agent)).statusCode).toBe(403);
    const refund = await staffCall(
      t.app,
      operatorCalls.bankTransferRefundDone,
      { refundId: "RF20261129ABCDEFGH", payeeAccount: "宏远建设 工行 6222000000000000", bankSerial: "1", receipt: pngReceipt },
      agent,
    );
    expect(refund.statusCode).toBe(403);
    expect((await data(orderCalls.bankTransfer, zhang, { orderNo: (await transferStarted()).order.orderNo })).state).toBe("awaiting");
  });
});

describe("the 回单 of a confirmed transfer", () => {
  it("is listed with the receipt and downloaded by finance only: other staff, members and no session are refused", async () => {
    const { shown } = await transferStarted();
    const bankSerial = newSerial();
    expect((await confirm(shown.reference, { bankSerial, receipt: pdfReceipt })).statusCode).toBe(200);
    const listed = await staffData(t.app, operatorCalls.bankTransfers, { q: shown.reference }, finance);
    expect(listed.confirmed).toEqual([expect.objectContaining({ reference: shown.reference, bankSerial, amountFen: 299_900, receivedOn: today() })]);

    const download = (who: StaffSession | null, headers: Record<string, string> = {}) =>
      staffCall(t.app, operatorCalls.bankTransferReceipt, { reference: shown.reference }, who, headers);
    const file = await download(finance);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["cache-control"]).toBe("private, no-store");
    expect(file.headers["content-disposition"]).toBe(
      `attachment; filename="receipt-${shown.reference}.pdf"; filename*=UTF-8''${encodeURIComponent(`回单-${shown.reference}.pdf`)}`,
    );
    expect(file.rawPayload.equals(Buffer.from(pdfReceipt.data, "base64"))).toBe(true);

    expect(refusalOf(await download(agent)).status).toBe(403);
    expect(refusalOf(await download(null)).status).toBe(401);
    // A member's platform token is no staff session, whatever it may do on the portal.
    expect(refusalOf(await download(null, zhang.headers)).status).toBe(401);
    // A transfer not confirmed has no 回单 yet.
    const pending = await transferStarted();
    expect(refusalOf(await staffCall(t.app, operatorCalls.bankTransferReceipt, { reference: pending.shown.reference }, finance)).status).toBe(404);
  });
});

describe("refunds by transfer", () => {
  it("money arriving after a cancel is confirmed and owed back; finance's transfer back refunds the order, never more than paid", async () => {
    const { order, shown } = await transferStarted();
    await data(orderCalls.cancel, zhang, { orderNo: order.orderNo });
    expect((await orderRow(order.orderNo)).state).toBe("cancelled");
    // Still listed: the money may come all the same.
    const listed = await staffData(t.app, operatorCalls.bankTransfers, { q: shown.reference }, finance);
    expect(listed.awaiting).toEqual([expect.objectContaining({ reference: shown.reference, orderWaiting: false })]);

    const received = newSerial();
    const done = await confirm(shown.reference, { bankSerial: received });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().msg).toContain("款项已列入待办退款");
    expect(await orderRow(order.orderNo)).toMatchObject({ state: "refunding", paidFen: 299_900, refundedFen: 0 });
    const owed = await staffData(t.app, operatorCalls.bankTransfers, { q: order.orderNo }, finance);
    expect(owed.refunds).toEqual([
      expect.objectContaining({
        refundId: `RF${order.orderNo}`,
        orderNo: order.orderNo,
        amountFen: 299_900,
        receivedSerial: received,
        reference: shown.reference,
      }),
    ]);

    const markDone = (who = finance) =>
      staffCall(
        t.app,
        operatorCalls.bankTransferRefundDone,
        {
          refundId: `RF${order.orderNo}`,
          payeeAccount: "宏远建设集团 中国建设银行长春分行 22050100000000000001",
          bankSerial: newSerial(),
          receipt: pdfReceipt,
        },
        who,
      );
    const refunded = await markDone();
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().msg).toBe("已标记退款完成，订单退款状态已更新");
    expect(await orderRow(order.orderNo)).toMatchObject({ state: "refunded", paidFen: 299_900, refundedFen: 299_900 });
    // Marked again: nothing more is refunded.
    expect((await markDone()).json().msg).toBe("该笔退款已标记完成，无需重复操作");
    expect(await orderRow(order.orderNo)).toMatchObject({ state: "refunded", refundedFen: 299_900 });
    const [refund] = await t.database.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.id, `RF${order.orderNo}`));
    expect(refund).toMatchObject({ status: "succeeded", amountFen: 299_900 });
    const [task] = await t.database.db
      .select()
      .from(bankTransferRefunds)
      .where(eq(bankTransferRefunds.refundId, `RF${order.orderNo}`));
    expect(task).toMatchObject({ status: "succeeded", payeeAccount: "宏远建设集团 中国建设银行长春分行 22050100000000000001" });
    const after = await staffData(t.app, operatorCalls.bankTransfers, { q: order.orderNo }, finance);
    expect(after.refunds).toEqual([]);
    expect(after.refundsDone).toEqual([expect.objectContaining({ refundId: `RF${order.orderNo}`, orderNo: order.orderNo, amountFen: 299_900 })]);
    // The 回单 of the refund is finance's to download again.
    const proof = await staffCall(t.app, operatorCalls.bankTransferRefundReceipt, { refundId: `RF${order.orderNo}` }, finance);
    expect(proof.statusCode).toBe(200);
    expect(proof.headers["content-type"]).toBe("application/pdf");
    expect(proof.rawPayload.equals(Buffer.from(pdfReceipt.data, "base64"))).toBe(true);
    expect(proof.headers["content-disposition"]).toContain(`filename="receipt-refund-${order.orderNo}.pdf"`);
    expect((await staffCall(t.app, operatorCalls.bankTransferRefundReceipt, { refundId: `RF${order.orderNo}` }, agent)).statusCode).toBe(403);
    expect(
      (
        await staffCall(
          t.app,
          operatorCalls.bankTransferRefundDone,
          { refundId: "RFNOSUCHREFUND", payeeAccount: "某公司 账户", bankSerial: "1", receipt: pngReceipt },
          finance,
        )
      ).statusCode,
    ).toBe(404);
  });

  it("reconciliation finds every confirmed transfer in the provider's statement and asks nothing twice", async () => {
    const since = new Date(Date.now() - 60_000);
    const { shown } = await transferStarted();
    expect((await confirm(shown.reference)).statusCode).toBe(200);
    const quiet = { warn: () => undefined, info: () => undefined };
    const { payments: books } = createPaymentServices(t.database.db, new Uint8Array(32), quiet);
    const report = await books.reconcile(since, new Date(Date.now() + 1_000));
    expect(report.unknownToProvider).toEqual([]);
    expect(report.amountMismatches).toEqual([]);
    expect(report.repaired).toEqual([]);
    expect(report.checked).toBeGreaterThanOrEqual(1);
  });
});
