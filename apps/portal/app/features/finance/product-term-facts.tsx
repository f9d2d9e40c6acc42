import type { CallResult, financeCalls } from "@cidp/api-client/contract";
import { limitRange, rateRange } from "./finance-format.ts";
import { financeTexts as texts } from "./finance-texts.ts";

type Product = CallResult<typeof financeCalls.products>["data"][number];

/**
 * What a finance product lends on, as the product cards and the application page both show it on
 * their facts line: 年化利率, 额度 and 期限 (the card sets the rate off with `rateClassName`).
 */
export function ProductTermFacts({
  product,
  rateClassName,
}: {
  product: Pick<Product, "rateMinBp" | "rateMaxBp" | "limitMinFen" | "limitMaxFen" | "termMinMonths" | "termMaxMonths">;
  rateClassName?: string;
}) {
  const rate = rateRange(product.rateMinBp, product.rateMaxBp);
  return (
    <>
      <span>
        {texts.rate}：{rateClassName ? <span className={rateClassName}>{rate}</span> : rate}
      </span>
      <span>
        {texts.limit}：{limitRange(product.limitMinFen, product.limitMaxFen)}
      </span>
      <span>
        {texts.term}：{texts.termRange.replace("{min}", String(product.termMinMonths)).replace("{max}", String(product.termMaxMonths))}
      </span>
    </>
  );
}
