/**
 * The money lines of a 增值税发票 for a service order. The order's price is what the buyer paid,
 * tax included (价税合计); the invoice splits it into 金额 (without tax) and 税额 at the rate of
 * 现代服务 (6%), rounding the tax half up to the fen, and writes the total in capitals (大写) as
 * every Chinese invoice does.
 */
import { fenToChineseCapital } from "../money/chinese-capital.ts";
import { taxInsideFen } from "../procurement/quotation-math.ts";

/** 税率 of the platform's services (信息技术服务、法律咨询、培训 are all 现代服务: 6%). */
export const SERVICE_VAT_RATE = 6;

export interface InvoiceAmounts {
  /** 金额: the price without tax, in fen. */
  readonly amountFen: number;
  /** 税率 in percent. */
  readonly taxRate: number;
  /** 税额 in fen; amountFen + taxFen is always totalFen. */
  readonly taxFen: number;
  /** 价税合计 in fen: what the buyer paid. */
  readonly totalFen: number;
  /** 价税合计（大写）, e.g. 壹万贰仟捌佰元整. */
  readonly totalInCapitals: string;
}

/** Splits a tax-inclusive total (fen, ≥ 0) into the invoice's 金额, 税额 and 大写 total. */
export function invoiceAmounts(totalFen: number, taxRate: number = SERVICE_VAT_RATE): InvoiceAmounts {
  if (!Number.isSafeInteger(totalFen) || totalFen < 0) throw new RangeError("totalFen must be a non-negative safe integer");
  const taxFen = taxInsideFen(totalFen, taxRate);
  return { amountFen: totalFen - taxFen, taxRate, taxFen, totalFen, totalInCapitals: fenToChineseCapital(totalFen) };
}
