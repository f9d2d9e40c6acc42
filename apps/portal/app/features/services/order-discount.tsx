import { formatFen } from "@cidp/domain";
import { Fact } from "../../lib/fact.tsx";
import { serviceTexts as texts } from "./services-texts.ts";

/** An order's or a quote's discount: none when the buyer pays the list price. */
export interface Discounted {
  listFen?: number | null;
  discountNote?: string | null;
}

/**
 * 原价 and 会员优惠 of an amount below the list price (a VIP's 9折 on a legal package), beside the
 * amount a page shows; nothing for an amount that is the list price.
 */
export function DiscountFacts({ amountFen, discounted }: { amountFen: number; discounted: Discounted }) {
  const { listFen, discountNote } = discounted;
  if (listFen == null || !discountNote) return null;
  return (
    <>
      <Fact term={texts.listPrice}>
        <s>{formatFen(listFen)}</s>
      </Fact>
      <Fact term={texts.discount} testId="order-discount">
        {texts.discountSaved(discountNote, formatFen(listFen - amountFen))}
      </Fact>
    </>
  );
}
