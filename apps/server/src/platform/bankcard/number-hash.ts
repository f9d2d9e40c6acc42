import { createHmac } from "node:crypto";

/**
 * The keyed hash that lets the services refuse the same card twice without storing its number.
 * Keyed with a server secret: a plain hash could be reversed by trying every number of a BIN.
 */
export function bankCardNumberHash(hashKey: Uint8Array, cardNumber: string): string {
  return createHmac("sha256", hashKey).update(cardNumber).digest("hex");
}
