import { describe, expect, it } from "vitest";
import { AlipayBillError, readAlipayTradeBill, settledTradesOfBill } from "./alipay-bill.ts";
import { encodeGbk, zipOf } from "./fake-alipay-bill.ts";
import { ZipArchiveError } from "./zip-archive.ts";

/** A detail file as Alipay writes it: '#' titles, a tab after each field, CRLF, refunds negative. */
const detail = (rows: string[], totals = "#交易合计：3笔，退款合计：1笔") =>
  [
    "#支付宝业务明细查询",
    "#账号：[20881021000000010156]",
    "#起始日期：[2026年11月26日 00:00:00]   终止日期：[2026年11月27日 00:00:00]",
    "#-----------------------------------------业务明细列表----------------------------------------",
    "支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注",
    ...rows,
    "#-----------------------------------------业务明细列表结束------------------------------------",
    totals,
    "#导出时间：[2026年11月27日 09:12:34]",
  ].join("\r\n");

const row = (fields: { tradeNo: string; outTradeNo: string; kind: string; finishedAt: string; amount: string; outRequestNo?: string }) =>
  [
    fields.tradeNo,
    fields.outTradeNo,
    fields.kind,
    "法律服务包, 年度",
    "2026-11-26 09:59:00",
    fields.finishedAt,
    "",
    "",
    "",
    "",
    "159****5620",
    fields.amount,
    fields.amount,
    "0.00",
    "0.00",
    "0.00",
    "0.00",
    "0.00",
    "",
    "0.00",
    "0.00",
    fields.outRequestNo ?? "",
    "0.00",
    "0.00",
    "",
  ]
    .map((field) => (field.includes(",") ? `"${field}"` : field))
    .map((field) => `${field}\t`)
    .join(",");

const dayRows = [
  row({ tradeNo: "2026112622001400001", outTradeNo: "Pearly", kind: "交易", finishedAt: "2026-11-26 07:59:59", amount: "0.01" }),
  row({ tradeNo: "2026112622001400002", outTradeNo: "Pmorning", kind: "交易", finishedAt: "2026-11-26 10:00:00", amount: "1234.56" }),
  row({ tradeNo: "2026112622001400003", outTradeNo: "Pevening", kind: "交易", finishedAt: "2026-11-26 23:59:59", amount: "99.90" }),
  row({ tradeNo: "2026112622001400002", outTradeNo: "Pmorning", kind: "退款", finishedAt: "2026-11-26 12:00:00", amount: "-34.56", outRequestNo: "RF1001" }),
];

const summary = "#支付宝业务汇总查询\r\n门店编号,门店名称,交易订单总笔数,退款订单总笔数\r\n合计,,3,1\r\n";
const billZip = (detailText: string) =>
  zipOf([
    { name: "20881021000000010156_20261126_业务明细.csv", data: encodeGbk(detailText) },
    { name: "20881021000000010156_20261126_业务明细(汇总).csv", data: encodeGbk(summary) },
  ]);

describe("Alipay's trade statement", () => {
  it("reads the detail file of the GBK ZIP: payments and refunds, amounts in fen, times in China time", () => {
    const lines = readAlipayTradeBill(billZip(detail(dayRows)));
    expect(lines).toEqual([
      { kind: "payment", tradeNo: "2026112622001400001", outTradeNo: "Pearly", finishedAt: new Date("2026-11-25T23:59:59Z"), amountFen: 1, outRequestNo: "" },
      {
        kind: "payment",
        tradeNo: "2026112622001400002",
        outTradeNo: "Pmorning",
        finishedAt: new Date("2026-11-26T02:00:00Z"),
        amountFen: 123_456,
        outRequestNo: "",
      },
      {
        kind: "payment",
        tradeNo: "2026112622001400003",
        outTradeNo: "Pevening",
        finishedAt: new Date("2026-11-26T15:59:59Z"),
        amountFen: 9990,
        outRequestNo: "",
      },
      {
        kind: "refund",
        tradeNo: "2026112622001400002",
        outTradeNo: "Pmorning",
        finishedAt: new Date("2026-11-26T04:00:00Z"),
        amountFen: 3456,
        outRequestNo: "RF1001",
      },
    ]);
  });

  it("gives the trades paid in the period with what the statement refunded of them", () => {
    const lines = readAlipayTradeBill(billZip(detail(dayRows)));
    const trades = settledTradesOfBill(lines, new Date("2026-11-26T00:00:00Z"), new Date("2026-11-26T15:00:00Z"));
    expect(trades).toEqual([{ paymentId: "Pmorning", tradeNo: "2026112622001400002", status: "succeeded", amountFen: 123_456, refundedFen: 3456 }]);
  });

  it("refuses a statement whose totals line does not match its lines (cut short)", () => {
    expect(() => readAlipayTradeBill(billZip(detail(dayRows.slice(0, 3))))).toThrow(/3 payments and 0 refunds listed, the totals line says 3 and 1/);
  });

  it("refuses a line whose amount or time is not one", () => {
    const badAmount = row({ tradeNo: "1", outTradeNo: "P1", kind: "交易", finishedAt: "2026-11-26 10:00:00", amount: "12.345" });
    expect(() => readAlipayTradeBill(billZip(detail([badAmount], "#交易合计：1笔，退款合计：0笔")))).toThrow(AlipayBillError);
    const badTime = row({ tradeNo: "1", outTradeNo: "P1", kind: "交易", finishedAt: "2026/11/26 10:00", amount: "12.34" });
    expect(() => readAlipayTradeBill(billZip(detail([badTime], "#交易合计：1笔，退款合计：0笔")))).toThrow(/完成时间/);
  });

  it("refuses an archive without a detail file, a damaged archive and something that is not one", () => {
    expect(() => readAlipayTradeBill(zipOf([{ name: "汇总.csv", data: encodeGbk(summary) }]))).toThrow(/no detail file/);
    const damaged = billZip(detail(dayRows));
    // Flip a byte inside the first entry's deflated data: it no longer inflates to its CRC.
    damaged[80] = (damaged[80] ?? 0) ^ 0xff;
    expect(() => readAlipayTradeBill(damaged)).toThrow(ZipArchiveError);
    expect(() => readAlipayTradeBill(new TextEncoder().encode("<html>链接已失效</html>"))).toThrow(/not a ZIP archive/);
  });
});
