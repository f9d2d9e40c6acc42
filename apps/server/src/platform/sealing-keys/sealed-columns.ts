import { getTableColumns, getTableName } from "drizzle-orm";
import { integer, type PgColumn, type PgTable, pgTable, serial } from "drizzle-orm/pg-core";
import { CARD_HASH_KEY_PURPOSE } from "../bankcard/number-hash-key.ts";
import { bankCardHashKeys } from "../bankcard/schema.ts";
import { corporateCertifications, personalCertifications } from "../certification/schema.ts";
import { operatorEnrolments, operatorSessions, operators } from "../operator/schema.ts";
import { sealedKeyPairColumns, sealedOfferColumns } from "../sealed-bidding/columns.ts";
import { INQUIRY_SEAL_SCOPE, type SealScope, TENDER_SEAL_SCOPE } from "../sealed-bidding/sealed-envelopes.ts";

/**
 * A column whose values are sealed by the sealing keys (security/field-cipher.ts), and the purpose
 * each value was sealed for: what a rotation's re-seal (reseal.ts) needs to open a value under an
 * old key and seal it again under the current one.
 */
export interface SealedColumn {
  /** `table.column`, as the report names it. */
  readonly name: string;
  readonly table: PgTable;
  /** The primary key: the batches' order, and the row a compare-and-set writes. */
  readonly id: PgColumn;
  readonly value: PgColumn;
  /** The value's property in the table's definition (what an update sets). */
  readonly valueKey: string;
  /** The other columns of the row a value's purpose is made of (a call's id, its author's business). */
  readonly context: Readonly<Record<string, PgColumn>>;
  purposeOf(context: Readonly<Record<string, unknown>>): string;
}

function sealedColumn(
  table: PgTable,
  id: PgColumn,
  value: PgColumn,
  purposeOf: SealedColumn["purposeOf"],
  context: SealedColumn["context"] = {},
): SealedColumn {
  const valueKey = Object.entries(getTableColumns(table)).find(([, column]) => column === value)?.[0];
  if (!valueKey) throw new Error(`the column ${value.name} is not one of ${getTableName(table)}'s`);
  return { name: `${getTableName(table)}.${value.name}`, table, id, value, valueKey, context, purposeOf };
}

/**
 * The purposes the owners seal with, spelt as they spell them (certification/sealed-fields.ts, app.ts's
 * operator TOTP cipher): a purpose is part of the key every value of it was sealed under, so it never
 * changes; a value that does not open for the purpose given here stops the re-seal with its name.
 */
const ID_NUMBER = "id-number";
const BANK_ACCOUNT = "bank-account";
const OPERATOR_TOTP = "operator-totp";

/**
 * An inquiry sheet's or a tender's table and its offers' (quotations', bids'), as far as their sealed
 * values go. Those tables belong to the procurement and tender capabilities, which the platform must
 * not import (tooling/server-layers.js); their sealed columns are sealed-bidding's shared ones, so the
 * tables are described here by the names their migrations gave them.
 */
function sealedCallColumns(scope: SealScope, names: { call: string; offer: string; callId: string; authorBusinessId: string }): SealedColumn[] {
  const call = pgTable(names.call, { id: serial("id").primaryKey(), sealedPrivateKey: sealedKeyPairColumns().sealedPrivateKey });
  const offer = pgTable(names.offer, {
    id: serial("id").primaryKey(),
    callId: integer(names.callId).notNull(),
    authorBusinessId: integer(names.authorBusinessId).notNull(),
    sealedForAuthor: sealedOfferColumns().sealedForAuthor,
  });
  return [
    // The call's private key, wrapped (sealed-envelopes.ts `newSheetKeys`).
    sealedColumn(call, call.id, call.sealedPrivateKey, () => scope.privateKeyWrap),
    // The author's own copy, under a purpose of the call and the author (sealed-envelopes.ts `sealForAuthor`).
    sealedColumn(offer, offer.id, offer.sealedForAuthor, ({ callId, authorBusinessId }) => `${scope.author} ${callId}:${authorBusinessId}`, {
      callId: offer.callId,
      authorBusinessId: offer.authorBusinessId,
    }),
  ];
}

/**
 * Every column holding values sealed by SEALING_KEYS. Not here, on purpose: the offers' copies for the
 * caller (`sealed_for_buyer`, `sealed_rounds`, `sealed_for_tenderer`), sealed to the call's public key
 * (`e1.` values, sealed-envelopes.ts `sealForBuyer`): they depend on no sealing key, only on the
 * call's private key, which is re-sealed with its call.
 */
export const SEALED_COLUMNS: readonly SealedColumn[] = [
  sealedColumn(personalCertifications, personalCertifications.id, personalCertifications.idNumberCipher, () => ID_NUMBER),
  sealedColumn(corporateCertifications, corporateCertifications.id, corporateCertifications.accountCipher, () => BANK_ACCOUNT),
  sealedColumn(operators, operators.id, operators.totpSecretCipher, () => OPERATOR_TOTP),
  sealedColumn(bankCardHashKeys, bankCardHashKeys.id, bankCardHashKeys.sealedKey, () => CARD_HASH_KEY_PURPOSE),
  sealedColumn(operatorEnrolments, operatorEnrolments.id, operatorEnrolments.pendingSecretCipher, () => OPERATOR_TOTP),
  // No longer written (enrolment links keep the offered secret now), but older sessions may hold one.
  sealedColumn(operatorSessions, operatorSessions.id, operatorSessions.pendingSecretCipher, () => OPERATOR_TOTP),
  ...sealedCallColumns(INQUIRY_SEAL_SCOPE, { call: "inquiry_sheet", offer: "inquiry_quotation", callId: "sheet_id", authorBusinessId: "supplier_business_id" }),
  ...sealedCallColumns(TENDER_SEAL_SCOPE, { call: "tender", offer: "tender_bidder", callId: "tender_id", authorBusinessId: "business_id" }),
];
