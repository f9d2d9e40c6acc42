import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { invoiceCalls, invoicePaths, orderCalls } from "@cidp/api-client/contract";
import { formatFen, invoiceAmounts } from "@cidp/domain";
import { eq, like } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseAtCheckout } from "../../testing/sandbox-checkout.ts";
import { businessIdOf, expectFailure, type LoggedIn, login } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { createObjectStore, type ObjectStore } from "../object-store/object-store.server.ts";
import { createRefundReview } from "../order/refund-review.ts";
import { serviceOrders } from "../order/schema.ts";
import { createPaymentServices } from "../payment/payment-services.ts";
import { createObjectInvoiceStore, type InvoiceStore } from "./invoice-store.ts";
import { invoices } from "./schema.ts";

const secret = randomBytes(32);
const GOOD_TAX_NO = "91220101MA14XKQ355";
let t: TestApp;
let store: ObjectStore;
let invoiceStore: InvoiceStore;
/** The store is down while this is true. */
let storeDown = false;
let dataDir: string;
let zhang: LoggedIn;
let li: LoggedIn;

const inject = (who: LoggedIn | null, method: "GET" | "POST", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
async function data<T>(who: LoggedIn, method: "GET" | "POST", url: string, payload?: object): Promise<T> {
  const body = (await inject(who, method, url, payload)).json() as { code: number; data: T; msg: string };
  expect(body.code, body.msg).toBe(200);
  return body.data;
}
/** A seeded order of 张建国 by the random part of its number (the date part is the seed's day). */
async function seeded(suffix: string): Promise<string> {
  const [row] = await t.database.db
    .select()
    .from(serviceOrders)
    .where(like(serviceOrders.orderNo, `%${suffix}`));
  return row?.orderNo ?? "";
}
const request = (who: LoggedIn, orderNo: string, fields: object) => inject(who, "POST", invoiceCalls.request.path, { orderNo, ...fields });

beforeAll(async () => {
  // The real embedded object store on a free port, as `npm start` runs it.
  dataDir = await mkdtemp(path.join(tmpdir(), "invoice-store-"));
  const keys = { accessKeyId: "invoice-root", secretAccessKey: randomBytes(24).toString("base64url") };
  store = await createObjectStore({ dataDir, buckets: ["cidp"], ...keys });
  const endpoint = await store.listen(0);
  invoiceStore = createObjectInvoiceStore({ endpoint, region: "cn-north-1", bucket: "cidp", ...keys });
  const flaky: InvoiceStore = {
    put: (key, pdf) => (storeDown ? Promise.reject(new Error("store down")) : invoiceStore.put(key, pdf)),
    get: (key) => invoiceStore.get(key),
  };
  t = await createTestApp({ memory: true }, { tokenSecret: secret, invoiceStore: flaky });
  zhang = await login(t, "13800000001", await businessIdOf(t.database.db, "91220101MA14XKQ355"));
  li = await login(t, "13800000002", await businessIdOf(t.database.db, "91220106MA152W4H0D"));
}, 60_000);
afterAll(async () => {
  await t.close();
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("a member asks for the invoice of a paid order", () => {
  it("a bad 纳税人识别号 is refused with the exact reason, and nothing is stored", async () => {
    const orderNo = await seeded("W9B3N6FA");
    expectFailure(
      await request(zhang, orderNo, { kind: "normal", title: "吉林宏远建设工程有限公司", taxNo: "91220101MA14XKQ35N" }),
      400,
      /^纳税人识别号校验码不正确，请核对后重新输入$/,
    );
    const [order] = await t.database.db.select().from(serviceOrders).where(eq(serviceOrders.orderNo, orderNo));
    expect(
      await t.database.db
        .select()
        .from(invoices)
        .where(eq(invoices.orderId, order?.id ?? 0)),
    ).toEqual([]);
  });

  it("a 普通 invoice is issued at once as a PDF with the Chinese title, in the object store, for its owner only", async () => {
    const orderNo = await seeded("W9B3N6FA");
    const before = await data<{ invoice: unknown; refusal: string | null; suggestedTitle: string }>(
      zhang,
      "GET",
      `${invoiceCalls.ofOrder.path}?orderNo=${orderNo}`,
    );
    expect(before).toEqual({ invoice: null, refusal: null, suggestedTitle: "吉林宏远建设工程有限公司" });
    const invoice = await data<{ state: string; stateLabel: string; invoiceNo: string; amountFen: number }>(zhang, "POST", invoiceCalls.request.path, {
      orderNo,
      kind: "normal",
      title: " 吉林宏远建设工程有限公司 ",
      taxNo: GOOD_TAX_NO.toLowerCase(),
    });
    expect(invoice).toMatchObject({ state: "issued", stateLabel: "已开具", invoiceNo: `INV${orderNo}` });
    expect(invoice.amountFen).toBeGreaterThan(0);

    const [row] = await t.database.db.select().from(invoices).where(eq(invoices.invoiceNo, invoice.invoiceNo));
    expect(row?.objectKey).toMatch(/^invoices\/\d+\/INV.+\.pdf$/);
    expect(await invoiceStore.get(row?.objectKey ?? "")).not.toBeNull();

    const download = await inject(zhang, "GET", `${invoicePaths.pdf}?orderNo=${orderNo}`);
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-type"]).toBe("application/pdf");
    const parser = new PDFParse({ data: new Uint8Array(download.rawPayload) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain("增值税普通发票");
    expect(text).toContain("吉林宏远建设工程有限公司");
    expect(text).toContain(GOOD_TAX_NO);
    // Laid out as a 增值税发票: 金额 and 税额 at 6%, which add up to what was paid, and the total in capitals.
    const money = invoiceAmounts(invoice.amountFen);
    expect(money.amountFen + money.taxFen).toBe(invoice.amountFen);
    for (const shown of [
      "金额",
      "税率/征收率",
      "税额",
      "6%",
      formatFen(money.amountFen),
      formatFen(money.taxFen),
      "价税合计（大写）",
      money.totalInCapitals,
      `（小写）${formatFen(invoice.amountFen)}`,
      `订单号 ${orderNo}`,
    ])
      expect(text.replace(/\s+/g, "")).toContain(shown.replace(/\s+/g, ""));

    // Another business's member: not found, whether asking, requesting or downloading.
    expectFailure(await inject(li, "GET", `${invoiceCalls.ofOrder.path}?orderNo=${orderNo}`), 404);
    expectFailure(await request(li, orderNo, { kind: "normal", title: "长春华信钢结构工程有限公司", taxNo: GOOD_TAX_NO }), 404);
    expect((await inject(li, "GET", `${invoicePaths.pdf}?orderNo=${orderNo}`)).statusCode).toBe(404);
    expect((await inject(null, "GET", `${invoicePaths.pdf}?orderNo=${orderNo}`)).statusCode).toBe(401);
  });

  it("a second request for the same order is refused clearly", async () => {
    const orderNo = await seeded("W9B3N6FA");
    expectFailure(
      await request(zhang, orderNo, { kind: "normal", title: "吉林宏远", taxNo: GOOD_TAX_NO }),
      409,
      /^该订单已申请过发票，每个订单只能开具一张发票$/,
    );
    const shown = await data<{ invoice: { kindLabel: string } | null; refusal: string | null }>(
      zhang,
      "GET",
      `${invoiceCalls.ofOrder.path}?orderNo=${orderNo}`,
    );
    expect(shown.invoice?.kindLabel).toBe("增值税普通发票");
  });

  it("a 专用 invoice needs the bank, account, address and telephone, and prints them", async () => {
    const orderNo = await seeded("K7M2Q9TD");
    const special = {
      kind: "special",
      title: "吉林宏远建设工程有限公司",
      taxNo: GOOD_TAX_NO,
      bankName: "中国建设银行长春南关支行",
      bankAccount: "2205 0161 6300 0000 1234",
      address: "吉林省长春市南关区人民大街1号",
      phone: "0431-88886666",
    };
    expectFailure(await request(zhang, orderNo, { ...special, bankName: "" }), 400, /^专用发票请填写开户银行/);
    expectFailure(await request(zhang, orderNo, { ...special, phone: "88" }), 400, /^注册电话/);
    const issued = await data<{ bankAccount: string; kindLabel: string }>(zhang, "POST", invoiceCalls.request.path, { orderNo, ...special });
    expect(issued).toMatchObject({ bankAccount: "22050161630000001234", kindLabel: "增值税专用发票" });
    const download = await inject(zhang, "GET", `${invoicePaths.pdf}?orderNo=${orderNo}`);
    const parser = new PDFParse({ data: new Uint8Array(download.rawPayload) });
    const { text } = await parser.getText();
    await parser.destroy();
    expect(text).toContain("增值税专用发票");
    expect(text).toContain("中国建设银行长春南关支行");
  });

  it("unpaid and refunded orders cannot be invoiced", async () => {
    const cancelled = await seeded("E2J5T8LV");
    expectFailure(await request(zhang, cancelled, { kind: "normal", title: "吉林宏远", taxNo: GOOD_TAX_NO }), 400, /^订单支付后才能申请发票$/);

    const order = await data<{ orderNo: string }>(zhang, "POST", orderCalls.create.path, { itemKind: "service_package", itemId: 1 });
    const { checkoutUrl } = await data<{ checkoutUrl: string }>(zhang, "POST", orderCalls.pay.path, { orderNo: order.orderNo, method: "alipay" });
    await chooseAtCheckout(t, zhang, checkoutUrl, "pay");
    await data(zhang, "POST", orderCalls.sync.path, { orderNo: order.orderNo });
    await data(zhang, "POST", orderCalls.requestRefund.path, { orderNo: order.orderNo, reason: "项目取消" });
    expectFailure(await request(zhang, order.orderNo, { kind: "normal", title: "吉林宏远", taxNo: GOOD_TAX_NO }), 400, /^退款处理中的订单不能开具发票$/);
    const [row] = await t.database.db.select().from(serviceOrders).where(eq(serviceOrders.orderNo, order.orderNo));
    const payments = createPaymentServices(t.database.db, secret, { warn: () => undefined, info: () => undefined }).payments;
    expect(await createRefundReview(t.database.db, payments).decide("refund", row?.id ?? 0, 1, { approve: true })).toBe(true);
    expectFailure(await request(zhang, order.orderNo, { kind: "normal", title: "吉林宏远", taxNo: GOOD_TAX_NO }), 400, /^已退款的订单不能开具发票$/);
    const shown = await data<{ refusal: string | null }>(zhang, "GET", `${invoiceCalls.ofOrder.path}?orderNo=${order.orderNo}`);
    expect(shown.refusal).toBe("已退款的订单不能开具发票");
  });

  it("refunding an invoiced order voids its invoice: shown 已作废 and no longer downloadable", async () => {
    const order = await data<{ orderNo: string }>(zhang, "POST", orderCalls.create.path, { itemKind: "service_package", itemId: 1 });
    const { checkoutUrl } = await data<{ checkoutUrl: string }>(zhang, "POST", orderCalls.pay.path, { orderNo: order.orderNo, method: "alipay" });
    await chooseAtCheckout(t, zhang, checkoutUrl, "pay");
    await data(zhang, "POST", orderCalls.sync.path, { orderNo: order.orderNo });
    const issued = await data<{ state: string }>(zhang, "POST", invoiceCalls.request.path, {
      orderNo: order.orderNo,
      kind: "normal",
      title: "吉林宏远",
      taxNo: GOOD_TAX_NO,
    });
    expect(issued.state).toBe("issued");

    await data(zhang, "POST", orderCalls.requestRefund.path, { orderNo: order.orderNo, reason: "项目取消" });
    const pending = await data<{ invoice: { state: string } | null }>(zhang, "GET", `${invoiceCalls.ofOrder.path}?orderNo=${order.orderNo}`);
    expect(pending.invoice?.state, "a refund asked for but not yet granted leaves the invoice standing").toBe("issued");
    const [row] = await t.database.db.select().from(serviceOrders).where(eq(serviceOrders.orderNo, order.orderNo));
    const payments = createPaymentServices(t.database.db, secret, { warn: () => undefined, info: () => undefined }).payments;
    expect(await createRefundReview(t.database.db, payments).decide("refund", row?.id ?? 0, 1, { approve: true })).toBe(true);

    const shown = await data<{ invoice: { state: string; stateLabel: string } | null }>(zhang, "GET", `${invoiceCalls.ofOrder.path}?orderNo=${order.orderNo}`);
    expect(shown.invoice).toMatchObject({ state: "voided", stateLabel: "已作废（订单已退款）" });
    const download = await inject(zhang, "GET", `${invoicePaths.pdf}?orderNo=${order.orderNo}`);
    expect(download.statusCode).toBe(409);
    expect((download.json() as { msg: string }).msg).toBe("订单已退款，发票已作废，不能再下载");
  });

  it("a store that is down leaves the request 申请中, and asking again issues it", async () => {
    const orderNo = await seeded("R4HX8C2P");
    storeDown = true;
    expectFailure(await request(zhang, orderNo, { kind: "normal", title: "吉林宏远建设工程有限公司", taxNo: GOOD_TAX_NO }), 503);
    storeDown = false;
    const pending = await data<{ invoice: { state: string } | null }>(zhang, "GET", `${invoiceCalls.ofOrder.path}?orderNo=${orderNo}`);
    expect(pending.invoice?.state).toBe("requested");
    expect((await inject(zhang, "GET", `${invoicePaths.pdf}?orderNo=${orderNo}`)).statusCode).toBe(404);
    const issued = await data<{ state: string }>(zhang, "POST", invoiceCalls.request.path, {
      orderNo,
      kind: "normal",
      title: "吉林宏远建设工程有限公司",
      taxNo: GOOD_TAX_NO,
    });
    expect(issued.state).toBe("issued");
    expect((await inject(zhang, "GET", `${invoicePaths.pdf}?orderNo=${orderNo}`)).statusCode).toBe(200);
  });
});
