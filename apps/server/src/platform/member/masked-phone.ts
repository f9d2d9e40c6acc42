/**
 * `138****0001`: a member's phone as another party sees it, its first three and last four digits
 * (the profile page, a seller's or the platform's view of a buyer). Kept apart from http/format's
 * maskPhone, which also hides a number that is not eleven digits long.
 */
export function maskedPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

/** `张三（138****0001）`: a buyer as an order's seller or the platform's operator sees them. */
export function nameWithMaskedPhone(name: string, phone: string): string {
  return `${name}（${maskedPhone(phone)}）`;
}
