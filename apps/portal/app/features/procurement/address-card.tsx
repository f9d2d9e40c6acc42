import type { DeliveryAddress } from "./address-book.server.ts";
import { addressTexts as texts } from "./address-texts.ts";
import * as styles from "./procurement.css.ts";

/** One address as a card: contact, phone, region and detail, with the default marked in words. */
export function AddressCardBody({ address }: { address: DeliveryAddress }) {
  return (
    <>
      {address.isDefault && <span className={styles.defaultMark}>{texts.defaultMark}</span>}
      <strong>
        {address.contactName} {address.phone}
      </strong>
      <span>{address.regionName}</span>
      <span>{address.detail}</span>
    </>
  );
}
