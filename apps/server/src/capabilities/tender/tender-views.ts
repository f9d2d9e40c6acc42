import { COLLUSION_KIND_LABELS, type CollusionAlert, documentVersionLabel } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { documentFilesOf } from "./document-repository.ts";
import { publicDetailRows } from "./public-tender-repository.ts";
import type { BidderRow, TenderRow } from "./schema.ts";
import { type AttachedFiles, NO_FILES } from "./tender-attachments.ts";
import type { objectionViews } from "./tender-objections.ts";
import type { rankingOf } from "./tender-ranking.ts";
import { bidderStateView, depositStateView, tenderSummary } from "./tender-records.ts";
import { namesOf } from "./tender-repository.ts";

/** Bidders whose registration was approved and who may still bid or have bid: a clarification is theirs to acknowledge. */
const IN_THE_RACE: readonly string[] = ["approved", "awaiting_deposit", "deposited", "bid", "invalid", "opened"];

const score = (hundredths: number | null) => (hundredths === null ? null : (hundredths / 100).toFixed(2));

/**
 * The public notice of a tender: the announcement, clarifications, the opening time, and — once
 * they are published — the candidates (公示) and the winner (结果公告). Never a price before the
 * candidates are announced, never anything sealed.
 */
export async function publicDetail(db: Database, tender: TenderRow) {
  const [[clarifications, bidders], documents] = await Promise.all([publicDetailRows(db, tender.id), documentFilesOf(db, tender.id)]);
  const names = await namesOf(db, [
    tender.tendererBusinessId,
    ...bidders.map((b) => b.businessId),
    ...(tender.winnerBusinessId ? [tender.winnerBusinessId] : []),
  ]);
  const businessOf = new Map(bidders.map((b) => [b.id, b.businessId]));
  return {
    ...tenderSummary(tender, names.get(tender.tendererBusinessId) ?? ""),
    location: tender.location,
    sections: tender.sections,
    qualifications: tender.qualifications,
    description: tender.description,
    contactName: tender.contactName,
    contactPhone: tender.contactPhone,
    clarifications: clarifications.map((c) => ({ id: c.id, content: c.content, substantive: c.substantive, time: formatDateTime(c.issuedAt) })),
    documents: documents.map((d) => ({
      id: d.id,
      name: d.name,
      size: d.size,
      version: d.version,
      versionLabel: documentVersionLabel(d.version),
      clarificationId: d.clarificationId,
      time: formatDateTime(d.attachedAt),
    })),
    openingTime: tender.openedAt ? formatDateTime(tender.openedAt) : null,
    candidates: tender.candidates.map((c) => ({
      bidderName: names.get(businessOf.get(c.bidderId) ?? 0) ?? "",
      rank: c.rank,
      priceFen: c.priceFen,
      averageScore: score(c.averageHundredths),
    })),
    publicityStart: tender.publicityStart ? formatDateTime(tender.publicityStart) : null,
    publicityEnd: tender.publicityEnd ? formatDateTime(tender.publicityEnd) : null,
    objectionContact: tender.objectionContact,
    winnerName: tender.winnerBusinessId ? (names.get(tender.winnerBusinessId) ?? null) : null,
  };
}

/** One bidder as the tenderer (or the bidder itself) sees it; the price only after the opening. */
export function bidderRow(row: BidderRow, name: string, documents: AttachedFiles = NO_FILES) {
  const state = bidderStateView(row.state);
  return {
    bidderId: row.id,
    businessId: row.businessId,
    businessName: name,
    state: state.state,
    stateLabel: state.stateLabel,
    rejectReason: row.rejectReason,
    ...documents,
    ...depositStateView(row.depositState),
    depositMethod: row.depositMethod,
    depositReference: row.depositReference,
    version: row.version,
    submitTime: row.submittedAt ? formatDateTime(row.submittedAt) : null,
    priceFen: row.openedPriceFen ?? null,
  };
}

/** Collusion alerts with the bidders' names instead of their row ids. */
export function alertViews(alerts: readonly CollusionAlert[], nameOfBidder: (id: number) => string) {
  return alerts.map((a) => ({
    kind: a.kind,
    label: COLLUSION_KIND_LABELS[a.kind],
    bidderNames: a.bidderIds.map((id) => nameOfBidder(Number(id))),
    evidence: a.evidence,
  }));
}

/** What the tenderer's detail view is made of (each read by its own query). */
export interface TendererDetailParts {
  tender: TenderRow;
  bidders: readonly BidderRow[];
  names: ReadonlyMap<number, string>;
  ranking: Awaited<ReturnType<typeof rankingOf>>;
  documents: ReadonlyMap<number, AttachedFiles>;
  acks: readonly { clarificationId: number; businessId: number; at: Date }[];
  detail: Awaited<ReturnType<typeof publicDetail>>;
  objections: Awaited<ReturnType<typeof objectionViews>>;
  myScores: readonly { bidderId: number; criterionKey: string; hundredths: number }[];
}

/** The tenderer's view of its tender: the public notice and, for it alone, the bidders, documents, alerts, ranking and its own scores. */
export function tendererDetailView({ tender, bidders, names, ranking, documents, acks, detail, objections, myScores }: TendererDetailParts) {
  const nameOfBidder = (id: number) => names.get(bidders.find((b) => b.id === id)?.businessId ?? 0) ?? "";
  return {
    ...detail,
    scoringSheet: tender.scoringSheet,
    acknowledgements: detail.clarifications.map((c) => {
      const mine = acks.filter((a) => a.clarificationId === c.id);
      const acknowledged = new Set(mine.map((a) => a.businessId));
      return {
        clarificationId: c.id,
        bidderNames: mine.map((a) => names.get(a.businessId) ?? ""),
        entries: mine.map((a) => ({ bidderName: names.get(a.businessId) ?? "", time: formatDateTime(a.at) })),
        // Bidders still in the race (approved onwards) who have not acknowledged it.
        pendingNames: bidders.filter((b) => IN_THE_RACE.includes(b.state) && !acknowledged.has(b.businessId)).map((b) => names.get(b.businessId) ?? ""),
      };
    }),
    bidders: bidders.map((b) => bidderRow(b, names.get(b.businessId) ?? "", documents.get(b.id))),
    alerts: alertViews(tender.collusionAlerts, nameOfBidder),
    ranking: ranking && {
      complete: ranking.complete,
      missing: ranking.missing.length,
      ranked: ranking.ranked.map((r) => ({
        bidderId: Number(r.bidderId),
        bidderName: nameOfBidder(Number(r.bidderId)),
        rank: r.rank,
        priceFen: r.priceFen,
        averageScore: score(r.averageHundredths),
      })),
    },
    failReason: tender.failReason,
    objections,
    myScores: myScores.map((s) => ({ bidderId: s.bidderId, criterionKey: s.criterionKey, points: s.hundredths / 100 })),
  };
}
