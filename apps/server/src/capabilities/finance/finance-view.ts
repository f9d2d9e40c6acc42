import {
  APPLICATION_STATE_LABELS,
  type ApplicationState,
  FINANCE_EVIDENCE_KINDS,
  FINANCE_PRODUCT_KINDS,
  type FinanceEvidenceKind,
  type FinanceProductKind,
} from "@cidp/domain";
import { formatDateTime } from "../../http/format.ts";
import type { financeApplicationEvents, financeApplications, financeConsents, financeProducts } from "./schema.ts";

export type ProductRow = typeof financeProducts.$inferSelect;
export type ConsentRow = typeof financeConsents.$inferSelect;
export type ApplicationRow = typeof financeApplications.$inferSelect;

export function productView(row: ProductRow) {
  return {
    id: row.id,
    kind: row.kind as FinanceProductKind,
    kindLabel: FINANCE_PRODUCT_KINDS[row.kind as FinanceProductKind] ?? row.kind,
    name: row.name,
    bankCode: row.bankCode,
    bankName: row.bankName,
    rateMinBp: row.rateMinBp,
    rateMaxBp: row.rateMaxBp,
    limitMinFen: row.limitMinFen,
    limitMaxFen: row.limitMaxFen,
    termMinMonths: row.termMinMonths,
    termMaxMonths: row.termMaxMonths,
    description: row.description,
    requirements: row.requirements,
  };
}

export function consentView(row: ConsentRow, grantedBy: string) {
  return {
    id: row.id,
    bankCode: row.bankCode,
    bankName: row.bankName,
    textVersion: row.textVersion,
    text: row.text,
    grantedBy,
    grantTime: formatDateTime(row.grantedAt),
    revokeTime: row.revokedAt ? formatDateTime(row.revokedAt) : null,
  };
}

export function applicationView(row: ApplicationRow, product: ProductRow) {
  const state = row.state as ApplicationState;
  return {
    id: row.id,
    applicationNo: row.applicationNo,
    product: productView(product),
    amountFen: row.amountFen,
    termMonths: row.termMonths,
    purpose: row.purpose,
    state,
    stateLabel: APPLICATION_STATE_LABELS[state] ?? row.state,
    bankAnswer: row.bankAnswer,
    createTime: formatDateTime(row.createdAt),
  };
}

/** A piece of evidence as the application kept it, with its kind's name. */
export function evidenceView(e: ApplicationRow["evidence"][number]) {
  return { ...e, kind: e.kind as FinanceEvidenceKind, kindLabel: FINANCE_EVIDENCE_KINDS[e.kind as FinanceEvidenceKind] ?? e.kind };
}

/** One change of an application, as its history shows it. */
export function applicationEventView(e: typeof financeApplicationEvents.$inferSelect) {
  return {
    fromState: e.fromState as ApplicationState,
    toState: e.toState as ApplicationState,
    actor: e.actor as "applicant" | "bank",
    note: e.note,
    time: formatDateTime(e.at),
  };
}

/** 4.35% from basis points. */
export const percent = (bp: number) => `${(bp / 100).toFixed(2)}%`;
