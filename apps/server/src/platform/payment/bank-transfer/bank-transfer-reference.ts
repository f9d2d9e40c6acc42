import { randomInt } from "node:crypto";

/** No 0/O, 1/I/L: a member copies the reference into a bank's 附言 field, often by hand. */
const REFERENCE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const REFERENCE_LENGTH = 8;

/**
 * A new reference for a transfer: "DG" and 8 characters (about 8.5e11 of them), short enough for
 * the narrowest 附言 field, unguessable so nobody can claim another company's payment by it.
 */
export function newTransferReference(): string {
  let tail = "";
  for (let i = 0; i < REFERENCE_LENGTH; i++) tail += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `DG${tail}`;
}
