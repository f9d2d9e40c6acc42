import { type BidderFingerprint, CLARIFICATION_TEXTS, detectCollusion, TENDER_SEALED_STATES } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import type { JobKind } from "../../platform/jobs/job-kind.ts";
import { scheduleJob } from "../../platform/jobs/schedule.ts";
import { noticesToBusinesses } from "../../platform/notice/business-notices.ts";
import { applyEvent } from "../../platform/records/state-change.ts";
import { SYSTEM_ACTOR } from "../../platform/sealed-bidding/call-event-log.ts";
import type { SealedEnvelopes } from "../../platform/sealed-bidding/sealed-envelopes.ts";
import { attachmentsOf } from "./attachment-repository.ts";
import { bidTotalFen, openBid } from "./bid-content.ts";
import { bidderPage } from "./bidder-page.ts";
import { blockingClarificationOf } from "./clarification-records.ts";
import { accountHashesOf, contactsOf, lastDigitsOf, legalRepresentativesOf } from "./fingerprint-repository.ts";
import type { BidderRow, TenderRow } from "./schema.ts";
import { applyTenderEvent, applyToAllBidders, bidderRecord, lockTender } from "./tender-records.ts";
import { biddersOf, setOpenedPrices } from "./tender-repository.ts";

/** Plans (or moves) the opening of a tender at its bid deadline. */
export async function scheduleOpening(tx: Database, tenderId: number, runAt: Date): Promise<void> {
  await scheduleJob(tx, { kind: TENDER_OPENING_JOB, key: String(tenderId), runAt, payload: { tenderId } });
}

/** What the collusion check compares: the submitting member's contacts, the company's legal representative and accounts, where the bid came from. */
async function fingerprints(tx: Database, bidders: readonly (BidderRow & { lines: number[] })[]): Promise<BidderFingerprint[]> {
  if (bidders.length === 0) return [];
  const businessIds = bidders.map((b) => b.businessId);
  const memberIds = bidders.flatMap((b) => (b.submittedBy ? [b.submittedBy] : []));
  const [people, certifications, accounts, origins] = await Promise.all([
    contactsOf(tx, memberIds),
    legalRepresentativesOf(tx, businessIds),
    accountHashesOf(tx, businessIds),
    attachmentsOf(
      tx,
      bidders.map((b) => b.id),
    ),
  ]);
  const person = new Map(people.map((p) => [p.id, p]));
  return bidders.map((b) => {
    const who = b.submittedBy ? person.get(b.submittedBy) : undefined;
    return {
      bidderId: String(b.id),
      phone: who?.phone ?? null,
      email: who?.email ?? null,
      legalRepresentative: certifications.find((c) => c.businessId === b.businessId)?.legal ?? null,
      // Accounts compare by their keyed hash (the number is never stored); the evidence shows the last four digits.
      bankAccount: accounts.find((a) => a.businessId === b.businessId)?.hash ?? null,
      // The bid's own origin and every attached document's (registration, voucher, technical files).
      uploadIps: [...new Set([b.uploadIp, ...origins.filter((o) => o.bidderId === b.id).map((o) => o.uploadIp)].filter(Boolean))],
      deviceIds: [...new Set([b.deviceId, ...origins.filter((o) => o.bidderId === b.id).map((o) => o.deviceId)].filter(Boolean))],
      linePricesFen: b.lines,
    };
  });
}

/**
 * The opening at the deadline: the opening is recorded (server time) before any bid is opened, the
 * valid bids are decrypted and their prices written, the tender opens — or fails (流标) with fewer
 * than 3 valid bids — and the collusion signals are computed and kept for the tenderer.
 */
async function openTender(tx: Database, seal: SealedEnvelopes, tenderId: number, now: Date): Promise<void> {
  const locked = await lockTender(tx, tenderId);
  if (!locked || !(TENDER_SEALED_STATES as readonly string[]).includes(locked.state)) return;
  if (locked.bidDeadline > now) return scheduleOpening(tx, tenderId, locked.bidDeadline);
  // A tenderer who never closed registration or qualification: the deadline closes both.
  let tender = locked;
  for (const step of ["close-registration", "start-bidding"] as const) {
    if (tender.state === "bidding") break;
    tender = await applyTenderEvent(tx, tender, {
      event: { type: step },
      eventKey: step,
      actor: SYSTEM_ACTOR,
      at: now,
      note: "投标截止，自动结束报名与资格审查",
    });
  }
  const recorded: TenderRow = { ...tender, openedAt: now };
  // A bid whose bidder never acknowledged a substantive clarification is not opened: it is invalid, with the reason.
  const submitted = await biddersOf(tx, tenderId);
  const blocked = await blockingClarificationOf(
    tx,
    tenderId,
    submitted.filter((b) => b.state === "bid").map((b) => b.businessId),
  );
  for (const b of submitted.filter((row) => row.state === "bid" && blocked.has(row.businessId))) {
    const reason = CLARIFICATION_TEXTS.invalidAtOpening(blocked.get(b.businessId) ?? "");
    await applyEvent(tx, bidderRecord, b, { event: { type: "invalidate", reason }, patch: { rejectReason: reason } });
  }
  const rows = await biddersOf(tx, tenderId);
  const valid = rows.filter((b) => b.state === "bid" && b.sealedForTenderer);
  const opened = valid.map((b) => {
    const bid = openBid(seal, recorded, b.sealedForTenderer ?? "");
    const byS = [...bid.lines].sort((x, y) => x.section - y.section);
    return { ...b, lines: byS.map((l) => l.priceFen), totalFen: bidTotalFen(bid) };
  });
  const alerts = detectCollusion(await fingerprints(tx, opened));
  const hashes = alerts.filter((a) => a.kind === "shared-bank-account").map((a) => a.evidence);
  const lastDigits = await lastDigitsOf(tx, hashes);
  const accountOf = (hash: string) => {
    const last4 = lastDigits.get(hash);
    return last4 === undefined ? "同一账户" : `尾号${last4}`;
  };
  const shown = alerts.map((a) => (a.kind === "shared-bank-account" ? { ...a, evidence: accountOf(a.evidence) } : a));
  const after = await applyTenderEvent(tx, tender, {
    event: { type: "open", now: now.getTime(), deadline: tender.bidDeadline.getTime(), validBids: opened.length },
    eventKey: "open",
    actor: SYSTEM_ACTOR,
    at: now,
    note: `投标截止开标（服务器时间 ${formatDateTime(now)}），有效投标${opened.length}家${blocked.size ? `，未确认实质性澄清的无效投标${blocked.size}家` : ""}${shown.length ? `，围标串标预警${shown.length}条` : ""}`,
    patch: { openedAt: now, collusionAlerts: shown, ...(opened.length < 3 ? { failReason: `有效投标不足3家（${opened.length}家），依法流标` } : {}) },
  });
  for (const b of opened) await setOpenedPrices(tx, b.id, b.totalFen, b.lines);
  await applyToAllBidders(tx, rows, (b) => (b.state === "bid" ? { type: "open" } : null));
  const failed = after.state === "failed";
  await noticesToBusinesses(tx, [
    {
      businessId: tender.tendererBusinessId,
      title: failed ? "招标项目流标" : "招标项目已开标",
      content: failed ? `《${tender.title}》有效投标不足3家，已流标。` : `《${tender.title}》已开标，有效投标${opened.length}家，请组织评标。`,
      jumpUrl: `/user/invite-tenders/subPage/default?id=${tenderId}`,
    },
    ...rows.map((b) =>
      b.state === "invalid"
        ? {
            businessId: b.businessId,
            title: "投标无效",
            content: `《${tender.title}》开标时，贵司投标无效：${b.rejectReason}。保证金将退还。`,
            jumpUrl: bidderPage(tenderId),
          }
        : {
            businessId: b.businessId,
            title: failed ? "招标项目流标" : "已开标",
            content: failed ? `《${tender.title}》有效投标不足3家，已流标，保证金将退还。` : `《${tender.title}》已开标，结果将另行公示。`,
            jumpUrl: bidderPage(tenderId),
          },
    ),
  ]);
}

/** The job runner's name of the opening at the bid deadline. */
export const TENDER_OPENING_JOB = "tender.opening";

/**
 * The opening as a job kind (registered in app.ts): it runs in the transaction that claims its job
 * and marks it done, so with several instances each tender opens exactly once; a failing opening
 * is tried a minute later, then less often.
 */
export function tenderJobKinds(seal: SealedEnvelopes): JobKind[] {
  return [
    {
      kind: TENDER_OPENING_JOB,
      mode: "transaction",
      retry: { maxAttempts: 30, baseDelayMs: 60_000, maxDelayMs: 3_600_000 },
      handler: (payload, { tx, now }) => openTender(tx, seal, Number(payload.tenderId), now),
    },
  ];
}
