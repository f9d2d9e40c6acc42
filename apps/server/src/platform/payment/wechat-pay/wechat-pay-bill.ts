/**
 * WeChat Pay's trade bill (交易账单, `GET /v3/bill/tradebill`): a UTF-8 CSV, one day in China time.
 * The first line names the columns; every value of a trade line starts with a backtick (so that a
 * spreadsheet keeps long numbers as text); after the trades come a summary header (`总交易单数,…`)
 * and its values. Amounts are yuan with two decimals.
 */

/** One trade of the bill, with the columns reconciliation needs. */
export interface TradeBillLine {
  tradeTime: Date;
  appid: string;
  mchid: string;
  /** 微信订单号. */
  transactionId: string;
  /** 商户订单号. */
  outTradeNo: string;
  /** SUCCESS in a SUCCESS bill; REFUND / REVOKED lines appear in an ALL bill. */
  tradeState: string;
  /** 订单金额: what the order asked (amount.total). */
  orderAmountFen: number;
  /** 应结订单金额: less what non-cash coupons paid. */
  settlementAmountFen: number;
}

export interface TradeBill {
  lines: TradeBillLine[];
  /** 总交易单数 of the summary, which the lines are checked against. */
  summaryCount: number;
}

export class TradeBillFormatError extends Error {}

/** The 8 hours China is ahead of UTC, all year (no daylight saving). */
const CHINA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 24 * 3_600_000;

/** The day in China (YYYY-MM-DD) of an instant: the bills' `bill_date`. */
export const chinaDateOf = (at: Date) => new Date(at.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);

/** Every China day a period [since, until) touches, in order. */
export function chinaDatesOf(since: Date, until: Date): string[] {
  if (until.getTime() <= since.getTime()) return [];
  const dates: string[] = [];
  const last = chinaDateOf(new Date(until.getTime() - 1));
  for (let day = new Date(`${chinaDateOf(since)}T00:00:00Z`); ; day = new Date(day.getTime() + DAY_MS)) {
    const date = day.toISOString().slice(0, 10);
    dates.push(date);
    if (date >= last) return dates;
  }
}

/** Yuan as written in the bill (`12.30`, `0.01`, `5`) to fen, in exact decimal arithmetic. */
export function yuanToFen(text: string): number {
  const match = /^(\d{1,13})(?:\.(\d+))?$/.exec(text);
  if (!match) throw new TradeBillFormatError(`账单金额格式错误：${text.slice(0, 20)}`);
  const fraction = match[2] ?? "";
  if (/[^0]/.test(fraction.slice(2))) throw new TradeBillFormatError(`账单金额精度超过分：${text}`);
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2).padEnd(2, "0"));
}

const REQUIRED_COLUMNS = {
  tradeTime: "交易时间",
  appid: "公众账号ID",
  mchid: "商户号",
  transactionId: "微信订单号",
  outTradeNo: "商户订单号",
  tradeState: "交易状态",
  settlementAmount: "应结订单金额",
  orderAmount: "订单金额",
} as const;
/** The free-text columns: a value there may hold the separator, so columns after them are counted from the end. */
const FREE_TEXT_COLUMNS = ["商品名称", "商户数据包"];
const SUMMARY_FIRST_COLUMN = "总交易单数";

/** A line's values: drop the leading backtick, split on `,` + backtick. */
const valuesOf = (line: string) => (line.startsWith("`") ? line.slice(1) : line).split(",`");

/** `2024-05-01 12:34:56` in China time. */
function chinaTimeOf(text: string): Date {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) throw new TradeBillFormatError(`账单交易时间格式错误：${text.slice(0, 24)}`);
  return new Date(`${text.replace(" ", "T")}+08:00`);
}

/** Parses a trade bill; a bill whose lines and summary disagree (cut short, say) is refused, not half read. */
export function parseTradeBill(text: string): TradeBill {
  const rows = text
    .replace(/^\uFEFF/, "")
    .split(/\r?\n/)
    .filter((row) => row.trim() !== "");
  const header = rows[0]?.split(",").map((name) => name.trim()) ?? [];
  const indexOf = Object.fromEntries(
    Object.entries(REQUIRED_COLUMNS).map(([key, name]) => {
      const index = header.indexOf(name);
      if (index < 0) throw new TradeBillFormatError(`账单缺少列：${name}`);
      return [key, index];
    }),
  ) as Record<keyof typeof REQUIRED_COLUMNS, number>;
  const lastFreeText = Math.max(...FREE_TEXT_COLUMNS.map((name) => header.indexOf(name)));

  const summaryAt = rows.findIndex((row) => row.startsWith(SUMMARY_FIRST_COLUMN));
  if (summaryAt < 0) throw new TradeBillFormatError("账单缺少汇总行（总交易单数）");
  const summaryCountText = valuesOf(rows[summaryAt + 1] ?? "")[0] ?? "";
  // The count is written like an amount (`45.0`).
  if (!/^\d+(?:\.0+)?$/.test(summaryCountText)) throw new TradeBillFormatError("账单汇总行的总交易单数格式错误");
  const summaryCount = Number.parseInt(summaryCountText, 10);

  const lines = rows.slice(1, summaryAt).map((row, position) => {
    const values = valuesOf(row);
    const extra = values.length - header.length;
    if (extra < 0 || (extra > 0 && lastFreeText < 0)) throw new TradeBillFormatError(`账单第 ${position + 2} 行的列数不符`);
    const value = (index: number) => (values[lastFreeText >= 0 && index > lastFreeText ? index + extra : index] ?? "").trim();
    return {
      tradeTime: chinaTimeOf(value(indexOf.tradeTime)),
      appid: value(indexOf.appid),
      mchid: value(indexOf.mchid),
      transactionId: value(indexOf.transactionId),
      outTradeNo: value(indexOf.outTradeNo),
      tradeState: value(indexOf.tradeState),
      orderAmountFen: yuanToFen(value(indexOf.orderAmount)),
      settlementAmountFen: yuanToFen(value(indexOf.settlementAmount)),
    };
  });
  if (lines.length !== summaryCount) throw new TradeBillFormatError(`账单有 ${lines.length} 笔交易，汇总行却是 ${summaryCount} 笔`);
  return { lines, summaryCount };
}
