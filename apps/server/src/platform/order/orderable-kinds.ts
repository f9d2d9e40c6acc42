import type { CertifiedAction, OrderItemKind, OrderState } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import type { OrderRow } from "./order-events.ts";
import { servicePackageKind } from "./service-package-kind.ts";

/** An item as a buyer may order it now: its title and the server's price. */
export interface OrderableItem {
  title: string;
  priceFen: number;
  /** The business that sells it, when a company does (a shop's service); none for the platform's own. */
  sellerBusinessId?: number | undefined;
  /** The list price when `priceFen` is a buyer's lower price (a BuyerOffer's). */
  listFen?: number | undefined;
  /** Why the buyer pays less (年度VIP会员 9折). */
  discountNote?: string | undefined;
}

/**
 * A lower price a buyer has for an item of the catalogue (a VIP business's discount on the
 * platform's legal packages): read in the transaction that writes the order, so the order is priced
 * by the membership as it stands then. None when the buyer pays the list price. Passed to the
 * order routes by the composition root: the orders know no VIP.
 */
export type BuyerOffer = (
  db: Database,
  buyer: OrderBuyer,
  item: { itemKind: OrderItemKind; itemId: number; listFen: number },
  at: Date,
) => Promise<{ priceFen: number; note: string } | null>;

/** Who is buying: the member and the business they act for. */
export interface OrderBuyer {
  memberId: number;
  businessId: number;
}

/**
 * What the order module needs of each kind of item: its catalogue (price from the server, never the
 * buyer), where the buyer lands after paying, and what follows a change of state (an entitlement
 * granted on payment and taken back on refund) — run in the transaction that changed the order, so
 * the entitlement and the order never disagree.
 */
export interface OrderableKind {
  /** The item, or a refusal in Chinese (off sale, already owned …); undefined when it does not exist. */
  find(db: Database, itemId: number, buyer: OrderBuyer): Promise<OrderableItem | { refused: string } | undefined>;
  /** Set when buying it is an action only a certified business takes (a tender deposit): refused until then, as the calls that do one are. */
  certification?: CertifiedAction;
  /** Set when the buyer may never ask for a refund of such an order: why not, in Chinese. */
  buyerRefundRefusal?: string;
  /** The portal page the payment provider sends the buyer back to. */
  returnPath(orderNo: string): string;
  /**
   * The latest an order of the item may still be paid, when the item has such a limit (a tender
   * deposit: the bid deadline): a slow method of payment (对公转账) never stretches the time past it.
   */
  payableUntil?(db: Database, itemId: number): Promise<Date | null>;
  onStateChange?(tx: Database, order: OrderRow, from: OrderState): Promise<void>;
  /**
   * The company selling the order's item, when one does (a shop's service): its name, and the member
   * there who answers for the item (its publisher) — shown to the buyer, told of an invoice request.
   */
  seller?(db: Database, order: OrderRow): Promise<OrderSeller | null>;
}

/** Who sells an order's item: the business, and the member to contact there. */
export interface OrderSeller {
  businessId: number;
  name: string;
  contact: { memberId: number; name: string; phone: string } | null;
}

/**
 * The kinds that can be ordered: the platform's own service packages, and the kinds of the
 * capabilities (VIP plans, lessons, tender deposits, shop services), which the composition root
 * registers (composition/orderable-kinds.ts) — the order module knows none of them. A kind
 * missing here is refused as 不支持的商品类型.
 */
const kinds: Partial<Record<OrderItemKind, OrderableKind>> = { service_package: servicePackageKind };
export const orderableKinds: Readonly<Partial<Record<OrderItemKind, OrderableKind>>> = kinds;

/**
 * Makes kinds orderable. Registering the same kind again is a no-op (every app of a process
 * registers the same ones); a different kind under a taken name is a wiring mistake and throws.
 */
export function registerOrderableKinds(added: Partial<Record<OrderItemKind, OrderableKind>>): void {
  for (const [itemKind, kind] of Object.entries(added) as Array<[OrderItemKind, OrderableKind]>) {
    const known = kinds[itemKind];
    if (known && known !== kind) throw new Error(`orderable kind ${itemKind} is already registered`);
    kinds[itemKind] = kind;
  }
}

/**
 * What modules above the orders do when any order changes state (the invoice module voids the
 * invoice of a refunded order), run in the transaction that changed it, after the kind's own
 * onStateChange. Registered by the composition root like the kinds.
 */
export type OrderStateListener = (tx: Database, order: OrderRow, from: OrderState) => Promise<void>;
const listeners: OrderStateListener[] = [];
export const orderStateListeners: readonly OrderStateListener[] = listeners;

/** Adds listeners; one already registered is not added twice. */
export function registerOrderStateListeners(added: readonly OrderStateListener[]): void {
  for (const listener of added) if (!listeners.includes(listener)) listeners.push(listener);
}
