import { desc, inArray } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { bankCards } from "../../platform/bankcard/schema.ts";
import { corporateCertifications } from "../../platform/certification/schema.ts";
import { members } from "../../platform/member/schema.ts";

/** What the collusion check at the opening reads of the bidders' people and companies (their bids' origins are in attachment-repository.ts). */

/** The submitting members' phone and e-mail. */
export function contactsOf(tx: Database, memberIds: readonly number[]) {
  if (memberIds.length === 0) return Promise.resolve([]);
  return tx
    .select({ id: members.id, phone: members.phone, email: members.email })
    .from(members)
    .where(inArray(members.id, [...memberIds]));
}

/** The companies' legal representatives, newest certification first. */
export function legalRepresentativesOf(tx: Database, businessIds: readonly number[]) {
  return tx
    .select({ businessId: corporateCertifications.businessId, legal: corporateCertifications.legalRepresentative })
    .from(corporateCertifications)
    .where(inArray(corporateCertifications.businessId, [...businessIds]))
    .orderBy(desc(corporateCertifications.id));
}

/** The companies' bank accounts by their keyed hash (the number is never stored). */
export function accountHashesOf(tx: Database, businessIds: readonly number[]) {
  return tx
    .select({ businessId: bankCards.businessId, hash: bankCards.numberHash })
    .from(bankCards)
    .where(inArray(bankCards.businessId, [...businessIds]));
}

/** The last four digits of the accounts with these hashes, for the evidence a person reads. */
export async function lastDigitsOf(tx: Database, hashes: readonly string[]): Promise<Map<string, string>> {
  if (hashes.length === 0) return new Map();
  const rows = await tx
    .select({ hash: bankCards.numberHash, last4: bankCards.last4 })
    .from(bankCards)
    .where(inArray(bankCards.numberHash, [...hashes]));
  return new Map(rows.map((row) => [row.hash, row.last4]));
}
