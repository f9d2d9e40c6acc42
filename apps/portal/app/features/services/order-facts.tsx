import { formatFen } from "@cidp/domain";
import type { ReactNode } from "react";
import { Fact } from "../../lib/fact.tsx";
import * as page from "../../lib/page.css.ts";
import { DiscountFacts } from "./order-discount.tsx";
import { serviceTexts as texts } from "./services-texts.ts";

/** What every order detail lists of the order itself. */
interface FactsOfOrder {
  title: string;
  orderNo: string;
  stateLabel: string;
  amountFen: number;
  /** The list price and why the buyer paid less, for an order with a discount (DiscountFacts). */
  listFen?: number | null;
  discountNote?: string | null;
  paidFen: number;
  refundedFen: number;
  createTime: string;
}

interface OrderFactsProps {
  order: FactsOfOrder;
  /** Label of a first row naming what was ordered (none when the page heads with the title). */
  itemLabel?: string;
  /** The amount's label where the page calls it otherwise (the seller's 订单金额). */
  amountLabel?: string;
  /** Rows between the state and the money: who the other side is. */
  parties?: ReactNode;
  /** Rows after the money: what the order's kind adds (a package's period). */
  children?: ReactNode;
}

/**
 * An order's facts as the buyer's and the seller's detail pages show them: number, state (which
 * the journeys read), amount, paid, refunded when any, and when it was placed.
 */
export function OrderFacts({ order, itemLabel, amountLabel = texts.amount, parties, children }: OrderFactsProps) {
  return (
    <dl className={page.facts}>
      {itemLabel && <Fact term={itemLabel}>{order.title}</Fact>}
      <Fact term={texts.orderNo}>{order.orderNo}</Fact>
      <Fact term={texts.state} testId="order-state">
        {order.stateLabel}
      </Fact>
      {parties}
      <Fact term={amountLabel}>{formatFen(order.amountFen)}</Fact>
      <DiscountFacts amountFen={order.amountFen} discounted={order} />
      <Fact term={texts.paidAmount}>{formatFen(order.paidFen)}</Fact>
      {order.refundedFen > 0 && <Fact term={texts.refundedAmount}>{formatFen(order.refundedFen)}</Fact>}
      {children}
      <Fact term={texts.createTime}>{order.createTime}</Fact>
    </dl>
  );
}
