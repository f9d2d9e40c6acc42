/**
 * A VIP plan's discount on the platform's legal service packages (法律服务套餐9折 …), as a rate in
 * tenths of the list price's percent: 900 is 9折 (90 %), 950 is 9.5折, 1000 no discount. Tenths
 * because 折 are said to one decimal (8.5折) and money is never computed in floating point.
 */
export const NO_DISCOUNT_PERMILLE = 1000;

/** Whether `permille` is a discount a plan may carry: 5折 (500) to none (1000), whole permille. */
export function isDiscountPermille(permille: number): boolean {
  return Number.isInteger(permille) && permille >= 500 && permille <= NO_DISCOUNT_PERMILLE;
}

/**
 * What a VIP pays for an item of `listFen` at `permille`: rounded half up to the fen, in integers
 * (¥12,800.00 at 9折 is ¥11,520.00; ¥99.99 at 8.5折 is ¥84.99, 8,499.15 fen). Never more than the
 * list price, never less than one fen for an item that costs something.
 */
export function discountedFen(listFen: number, permille: number): number {
  if (!Number.isSafeInteger(listFen) || listFen < 0) throw new RangeError(`not an amount in fen: ${listFen}`);
  if (!isDiscountPermille(permille)) throw new RangeError(`not a discount: ${permille}`);
  if (listFen === 0) return 0;
  // In BigInt: a price near the safe-integer limit times a thousand is past it.
  const fen = Number((BigInt(listFen) * BigInt(permille) + 500n) / 1000n);
  return Math.max(1, fen);
}

/** The discount as the trade says it: 9折, 8.5折, 9.5折 (none for no discount). */
export function discountLabel(permille: number): string | null {
  if (!isDiscountPermille(permille)) throw new RangeError(`not a discount: ${permille}`);
  if (permille === NO_DISCOUNT_PERMILLE) return null;
  return `${permille / 100}折`;
}
