import type { CallResult, equipmentCalls } from "@cidp/api-client/contract";
import { Link } from "react-router";
import * as page from "../../lib/page.css.ts";
import * as styles from "./equipment.css.ts";
import { equipmentTexts as texts } from "./equipment-texts.ts";

/** A listing as the market lists it. */
export type ListingCard = CallResult<typeof equipmentCalls.market>["data"]["records"][number];

/** One card of the market: picture, trade and title (the link to the detail), facts and price. */
export function ListingCardView({ listing }: { listing: ListingCard }) {
  return (
    <li className={styles.card} data-testid="equipment-card">
      {listing.cover ? (
        <img src={listing.cover} alt={`${listing.title} 照片`} width={640} height={400} className={page.cover} loading="lazy" />
      ) : (
        <div className={page.cover} role="img" aria-label={texts.noPhoto} />
      )}
      <h2 className={styles.cardTitle}>
        <span className={styles.tradeTag}>{listing.tradeLabel}</span>
        <Link to={`/default/equipment/detail?id=${listing.id}`}>{listing.title}</Link>
      </h2>
      <p className={styles.muted}>
        <span>{listing.categoryName}</span>
        <span>{listing.brand}</span>
        <span>{texts.yearValue.replace("{year}", String(listing.year))}</span>
        <span>{listing.regionName}</span>
      </p>
      <p className={styles.price}>{listing.priceLabel}</p>
      <p className={styles.muted}>{listing.ownerName}</p>
    </li>
  );
}
