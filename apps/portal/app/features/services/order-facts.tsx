import { formatFen } from "@cidp/domain";
import type { ReactNode } from "react";
import * as page from "../../lib/page.css.ts";
import { serviceTexts as texts } from "./services-texts.ts";

/** What every order detail lists of the order itself. */
interface FactsOfOrder {
  title: string;
  orderNo: string;
  stateLabel: string;
  amountFen: number;
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
      {itemLabel && (
        <>
          <dt>{itemLabel}</dt>
          <dd>{order.title}</dd>
        </>
      )}
      <dt>{texts.orderNo}</dt>
      <dd>{order.orderNo}</dd>
      <dt>{texts.state}</dt>
      <dd data-testid="order-state">{order.stateLabel}</dd>
      {parties}
      <dt>{amountLabel}</dt>
      <dd>{formatFen(order.amountFen)}</dd>
      <dt>{texts.paidAmount}</dt>
      <dd>{formatFen(order.paidFen)}</dd>
      {order.refundedFen > 0 && (
        <>
          <dt>{texts.refundedAmount}</dt>
          <dd>{formatFen(order.refundedFen)}</dd>
        </>
      )}
      {children}
      <dt>{texts.createTime}</dt>
      <dd>{order.createTime}</dd>
    </dl>
  );
}
