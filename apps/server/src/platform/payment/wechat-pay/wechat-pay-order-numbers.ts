/**
 * Our payment and refund ids as WeChat Pay's merchant numbers, and back.
 *
 * WeChat Pay's `out_trade_no` is 6–32 characters of [0-9A-Za-z_-|*], but our payment ids are
 * `P` + 32 lowercase hex digits (payments.ts: `P${randomUUID()}` without dashes), 33 characters.
 * Cutting one character off blindly could make two ids one; instead the mapping is a bijection on
 * the ids it accepts:
 *
 * - `P` + 32 lowercase hex → the 32 hex digits (WeChat's merchant platform shows the same digits as
 *   our books, less the `P`);
 * - any other id that is already a valid `out_trade_no` → itself, unless it is exactly 32 lowercase
 *   hex digits (it would read back as `P…`: refused, never mapped);
 * - anything else is refused with an error, never shortened.
 *
 * Reading back, 32 lowercase hex digits mean `P` + those digits; anything else is itself.
 */

const OUR_PAYMENT_ID = /^P([0-9a-f]{32})$/;
const PAYMENT_ID_WITHOUT_PREFIX = /^[0-9a-f]{32}$/;
const OUT_TRADE_NO = /^[0-9A-Za-z_\-|*]{6,32}$/;
/** `out_refund_no`: 1–64 characters of [0-9A-Za-z_-|*@]. */
const OUT_REFUND_NO = /^[0-9A-Za-z_\-|*@]{1,64}$/;

export class UnmappableIdError extends Error {}

/** The `out_trade_no` of our payment id. */
export function outTradeNoOf(paymentId: string): string {
  const ours = OUR_PAYMENT_ID.exec(paymentId);
  if (ours?.[1]) return ours[1];
  if (PAYMENT_ID_WITHOUT_PREFIX.test(paymentId))
    throw new UnmappableIdError(`payment id ${paymentId} would read back from WeChat Pay as P${paymentId}: refused rather than confused with another`);
  if (!OUT_TRADE_NO.test(paymentId))
    throw new UnmappableIdError(`payment id ${paymentId} cannot be a WeChat Pay out_trade_no (6–32 characters of 0-9 A-Z a-z _ - | *)`);
  return paymentId;
}

/** Our payment id of an `out_trade_no` (from a query, a notification or the bill). */
export function paymentIdOf(outTradeNo: string): string {
  return PAYMENT_ID_WITHOUT_PREFIX.test(outTradeNo) ? `P${outTradeNo}` : outTradeNo;
}

/** The `out_refund_no` of our refund id: the id itself (ours fit), checked rather than cut. */
export function outRefundNoOf(refundId: string): string {
  if (!OUT_REFUND_NO.test(refundId))
    throw new UnmappableIdError(`refund id ${refundId} cannot be a WeChat Pay out_refund_no (1–64 characters of 0-9 A-Z a-z _ - | * @)`);
  return refundId;
}
