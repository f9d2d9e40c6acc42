/** The bidder's own page of a tender in the member centre, where every notice to a bidder leads. */
export function bidderPage(tenderId: number): string {
  return `/user/my-bid/bid-company-detail?id=${tenderId}`;
}
