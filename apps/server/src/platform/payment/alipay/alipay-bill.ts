import type { ProviderTrade } from "../payment-provider.ts";
import { parseChinaDateTime } from "./china-time.ts";
import { yuanToFen } from "./yuan-amount.ts";
import { readZipEntries } from "./zip-archive.ts";

/**
 * Alipay's trade statement (对账单, bill_type "trade"): a ZIP of GBK-encoded CSV files, the detail
 * (…_业务明细.csv) and a summary (…_业务明细(汇总).csv). Lines starting with '#' are titles and
 * totals; fields often carry a trailing tab (to keep spreadsheets from mangling long numbers).
 * Columns are found by their header, as Alipay has added columns over the years.
 */

/** One line of the detail: a payment (交易) or a refund (退款) of a trade. */
export interface AlipayBillLine {
  kind: "payment" | "refund";
  /** 支付宝交易号. */
  tradeNo: string;
  /** 商户订单号: our payment id. */
  outTradeNo: string;
  /** 完成时间 (China time in the file). */
  finishedAt: Date;
  /** 订单金额, positive for both kinds (a refund's line is negative in the file). */
  amountFen: number;
  /** 退款批次号/请求号: our refund id on a refund line, "" otherwise. */
  outRequestNo: string;
}

export class AlipayBillError extends Error {}

const KIND_OF_BUSINESS: Record<string, AlipayBillLine["kind"]> = { 交易: "payment", 退款: "refund" };

/** The detail lines of a downloaded statement; an error when the file is not one or does not add up. */
export function readAlipayTradeBill(zip: Uint8Array): AlipayBillLine[] {
  const details = readZipEntries(zip)
    .map((entry) => ({ name: entry.name, rows: csvRows(new TextDecoder("gbk").decode(entry.data)) }))
    .filter(({ rows }) => rows.some(isDetailHeader));
  if (details.length === 0) throw new AlipayBillError("the statement has no detail file (支付宝交易号, 商户订单号, 业务类型 …)");
  return details.flatMap(({ name, rows }) => detailLines(name, rows));
}

/**
 * The trades the statement shows paid in [since, until), with what was refunded of them in that
 * statement. A refund of a trade paid before the period adds nothing: the port's trades are the
 * payments settled in the period.
 */
export function settledTradesOfBill(lines: readonly AlipayBillLine[], since: Date, until: Date): ProviderTrade[] {
  const trades = new Map<string, ProviderTrade>();
  for (const line of lines) {
    const inPeriod = line.finishedAt >= since && line.finishedAt < until;
    if (line.kind === "payment" && inPeriod && line.outTradeNo) {
      trades.set(line.outTradeNo, { paymentId: line.outTradeNo, tradeNo: line.tradeNo, status: "succeeded", amountFen: line.amountFen, refundedFen: 0 });
    }
  }
  for (const line of lines) {
    const trade = trades.get(line.outTradeNo);
    if (line.kind === "refund" && trade) trade.refundedFen += line.amountFen;
  }
  return [...trades.values()];
}

type Row = { comment: true; text: string } | { comment: false; fields: string[] };

function isDetailHeader(row: Row): boolean {
  return !row.comment && ["支付宝交易号", "商户订单号", "业务类型"].every((name) => row.fields.includes(name));
}

function detailLines(file: string, rows: Row[]): AlipayBillLine[] {
  const headerAt = rows.findIndex(isDetailHeader);
  const headerRow = rows[headerAt];
  if (!headerRow || headerRow.comment) throw new AlipayBillError(`${file}: no header row`);
  const header = headerRow.fields;
  const column = (prefix: string, required = true): number => {
    const index = header.findIndex((name) => name.startsWith(prefix));
    if (index < 0 && required) throw new AlipayBillError(`${file}: no column ${prefix}`);
    return index;
  };
  const columns = {
    tradeNo: column("支付宝交易号"),
    outTradeNo: column("商户订单号"),
    business: column("业务类型"),
    finishedAt: column("完成时间"),
    amount: column("订单金额"),
    outRequestNo: column("退款批次号", false),
  };
  const lines: AlipayBillLine[] = [];
  let declared: { payments: number; refunds: number } | null = null;
  for (const [index, row] of rows.entries()) {
    if (index <= headerAt) continue;
    const where = `${file}, row ${index + 1}`;
    if (row.comment) {
      const totals = /交易合计[:：]\s*(\d+)\s*笔.*退款合计[:：]\s*(\d+)\s*笔/.exec(row.text);
      if (totals) declared = { payments: Number(totals[1]), refunds: Number(totals[2]) };
      continue;
    }
    const { fields } = row;
    const field = (at: number) => (at < 0 ? "" : (fields[at] ?? ""));
    const kind = KIND_OF_BUSINESS[field(columns.business)];
    if (!kind) continue;
    const finishedAt = parseChinaDateTime(field(columns.finishedAt));
    if (!finishedAt) throw new AlipayBillError(`${where}: 完成时间 "${field(columns.finishedAt)}" is not a time`);
    const amountText = field(columns.amount).replace(/^-/, "");
    const amountFen = yuanToFen(amountText);
    if (amountFen === null) throw new AlipayBillError(`${where}: 订单金额 "${field(columns.amount)}" is not an amount`);
    lines.push({
      kind,
      tradeNo: field(columns.tradeNo),
      outTradeNo: field(columns.outTradeNo),
      finishedAt,
      amountFen,
      outRequestNo: kind === "refund" ? field(columns.outRequestNo) : "",
    });
  }
  // The totals line guards against a statement cut short in transit or in Alipay's export.
  if (declared) {
    const totals: { payments: number; refunds: number } = declared;
    const payments = lines.filter((line) => line.kind === "payment").length;
    const refunds = lines.length - payments;
    if (payments !== totals.payments || refunds !== totals.refunds) {
      throw new AlipayBillError(`${file}: ${payments} payments and ${refunds} refunds listed, the totals line says ${totals.payments} and ${totals.refunds}`);
    }
  }
  return lines;
}

/** CSV lines into trimmed fields (quotes honoured, though Alipay rarely quotes); '#' lines kept as comments. */
function csvRows(text: string): Row[] {
  const rows: Row[] = [];
  for (const line of text.replace(/^\uFEFF/, "").split(/\r?\n/)) {
    if (line.trim() === "") continue;
    if (line.startsWith("#")) rows.push({ comment: true, text: line });
    else rows.push({ comment: false, fields: splitCsvLine(line).map((field) => field.trim()) });
  }
  return rows;
}

function splitCsvLine(line: string): string[] {
  const fields: string[] = [];
  let current = "";
  let quoted = false;
  for (let at = 0; at < line.length; at += 1) {
    const char = line[at];
    if (quoted) {
      if (char === '"' && line[at + 1] === '"') {
        current += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else current += char;
    } else if (char === '"' && current.trim() === "") {
      quoted = true;
      current = "";
    } else if (char === ",") {
      fields.push(current);
      current = "";
    } else current += char;
  }
  fields.push(current);
  return fields;
}
