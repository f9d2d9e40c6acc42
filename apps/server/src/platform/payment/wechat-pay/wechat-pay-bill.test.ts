import { describe, expect, it } from "vitest";
import { chinaDateOf, chinaDatesOf, parseTradeBill, TradeBillFormatError, yuanToFen } from "./wechat-pay-bill.ts";

const header =
  "交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,应结订单金额,代金券金额,商品名称,商户数据包,手续费,费率,订单金额,费率备注";
const line = (time: string, transactionId: string, outTradeNo: string, settled: string, name: string, ordered: string) =>
  [
    time,
    "wxd678efh567hg6787",
    "1900000109",
    "0",
    "",
    transactionId,
    outTradeNo,
    "oUser",
    "NATIVE",
    "SUCCESS",
    "OTHERS",
    "CNY",
    settled,
    "0.00",
    name,
    "",
    "0.00600",
    "0.60%",
    ordered,
    "",
  ]
    .map((value) => `\`${value}`)
    .join(",");
const summary = (count: string) =>
  `总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额\n\`${count},\`10.01,\`0.00,\`0.00,\`0.06000,\`10.11,\`0.00`;

const bill = [
  `\uFEFF${header}`,
  line("2024-05-01 00:00:05", "4200000001", "0123456789abcdef0123456789abcdef", "0.01", "法律服务包", "0.01"),
  // A name holding the separator: the columns after it are still read from the end.
  line("2024-05-01 23:59:59", "4200000002", "ORDER-0002", "9.90", "年度会员,`含发票", "10.10"),
].join("\r\n");

describe("the trade bill", () => {
  it("reads the trades with their amounts in fen, times in China time", () => {
    const { lines, summaryCount } = parseTradeBill(`${bill}\r\n${summary("2.0")}\r\n`);
    expect(summaryCount).toBe(2);
    expect(lines).toEqual([
      {
        tradeTime: new Date("2024-04-30T16:00:05Z"),
        appid: "wxd678efh567hg6787",
        mchid: "1900000109",
        transactionId: "4200000001",
        outTradeNo: "0123456789abcdef0123456789abcdef",
        tradeState: "SUCCESS",
        orderAmountFen: 1,
        settlementAmountFen: 1,
      },
      {
        tradeTime: new Date("2024-05-01T15:59:59Z"),
        appid: "wxd678efh567hg6787",
        mchid: "1900000109",
        transactionId: "4200000002",
        outTradeNo: "ORDER-0002",
        tradeState: "SUCCESS",
        orderAmountFen: 1010,
        settlementAmountFen: 990,
      },
    ]);
  });

  it("refuses a bill whose lines and summary disagree, or that has no summary", () => {
    expect(() => parseTradeBill(`${bill}\n${summary("3.0")}`)).toThrow(/有 2 笔交易，汇总行却是 3 笔/);
    expect(() => parseTradeBill(bill)).toThrow(TradeBillFormatError);
    expect(() => parseTradeBill(`${header.replace("订单金额,费率备注", "费率备注")}\n${summary("0")}`)).toThrow(/缺少列：订单金额/);
  });

  it.each([
    ["0.01", 1],
    ["0.29", 29],
    ["1.10", 110],
    ["19.99", 1999],
    ["5", 500],
    ["1234567.80", 123456780],
    ["0.100", 10],
  ])("reads %s yuan as %i fen, exactly", (yuan, fen) => {
    expect(yuanToFen(yuan)).toBe(fen);
  });

  it.each(["-1.00", "1.001", "1,000.00", "", "¥1.00"])("refuses %j as an amount", (yuan) => {
    expect(() => yuanToFen(yuan)).toThrow(TradeBillFormatError);
  });

  it("names the China days a period touches", () => {
    expect(chinaDateOf(new Date("2024-05-01T15:59:59Z"))).toBe("2024-05-01");
    expect(chinaDateOf(new Date("2024-05-01T16:00:00Z"))).toBe("2024-05-02");
    expect(chinaDatesOf(new Date("2024-04-30T16:00:00Z"), new Date("2024-05-02T16:00:00Z"))).toEqual(["2024-05-01", "2024-05-02"]);
    expect(chinaDatesOf(new Date("2024-05-01T10:00:00Z"), new Date("2024-05-02T10:00:00Z"))).toEqual(["2024-05-01", "2024-05-02"]);
    expect(chinaDatesOf(new Date("2024-05-01T10:00:00Z"), new Date("2024-05-01T10:00:00Z"))).toEqual([]);
  });
});
