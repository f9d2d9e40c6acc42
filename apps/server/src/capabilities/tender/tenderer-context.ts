import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { parseDateTime } from "../../http/format.ts";
import type { Payments } from "../../platform/payment/payments.ts";
import type { SealedEnvelopes } from "../../platform/sealed-bidding/sealed-envelopes.ts";
import type { StoredFiles } from "../../platform/upload/stored-files.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import type { TenderRow } from "./schema.ts";
import { type TenderActor, tenderSummary } from "./tender-records.ts";
import { namesOf } from "./tender-repository.ts";

export interface TenderRoutesOptions {
  db: Database;
  seal: SealedEnvelopes;
  /** The upload engine's files: bidders' documents are checked against it and linked from it. */
  files: StoredFiles;
  /** Refunds of deposits paid online go back through the payment provider. */
  payments?: Payments;
  now?: () => Date;
}

/** `yyyy-MM-dd HH:mm[:ss]` (China time) → Date, or a 400 naming the field. */
export function timeOf(text: string, message: string): Date {
  const date = parseDateTime(text.length === 16 ? `${text}:00` : text.replace("T", " "));
  if (!date) throw refuse("invalid", message);
  return date;
}

/** The calling member's business, acting as the tenderer. */
export function tendererOf(request: FastifyRequest) {
  const auth = authOf(request);
  if (!auth.business) throw refuse("permission", "请先选择企业");
  const businessId = auth.business.businessId;
  return { businessId, memberId: auth.member.id, actor: { kind: "tenderer", businessId, memberId: auth.member.id } as TenderActor };
}

/** A tender as lists show it, with its tenderer's name. */
export async function summaryOf(db: Database, row: TenderRow) {
  return tenderSummary(row, (await namesOf(db, [row.tendererBusinessId])).get(row.tendererBusinessId) ?? "");
}

/** What a state-changing call answers: the tender's id and new state. */
export async function mutationView(db: Database, row: TenderRow) {
  return { id: row.id, state: row.state, stateLabel: (await summaryOf(db, row)).stateLabel };
}
