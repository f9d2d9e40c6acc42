import type { OperatorPermission } from "@cidp/domain";
import { formatDateTime } from "../../http/format.ts";
import { sharedRead } from "../../runtime/shared-read.ts";

/** A waiting submission as the queue lists it. */
export interface QueueEntry {
  kind: string;
  id: number;
  title: string;
  submitTime: string;
}

/** A submission with everything the operator compares: fields in full, images, and a body to read. */
export interface ReviewSubject extends QueueEntry {
  state: string;
  rejectReason: string | null;
  fields: [label: string, value: string][];
  images: { label: string; url: string }[];
  /** Sanitised HTML of a text the submitter wrote (a knowledge article). */
  bodyHtml?: string;
}

/** A decision the source refuses, with the message the reviewer reads (their own submission…). */
export interface ReviewRefusal {
  refused: string;
}

/** An operator's decision. */
export type Decision = { approve: true } | { approve: false; reason: string };

/**
 * What a module that needs review offers the operator area: its kinds with their names, the waiting
 * submissions, one in full, and decisions (false when it no longer waits). Certification and the
 * knowledge base are sources; listings join the same way when they land.
 */
export interface ReviewSource {
  labels: Readonly<Record<string, string>>;
  queue(): Promise<{ entries: (QueueEntry & { at: Date })[]; waiting: Record<string, number> }>;
  subject(kind: string, id: number): Promise<ReviewSubject | null>;
  /** True when decided, false when it no longer waits, or why the source refuses this decision. */
  decide(kind: string, id: number, operatorId: number, decision: Decision): Promise<boolean | ReviewRefusal>;
}

/** A source and the staff permission its queue and decisions need (the back office's keys). */
export interface PermittedReviewSource {
  permission: OperatorPermission;
  source: ReviewSource;
}

/** Every source as one, knowing which permission each kind needs. */
export interface StaffReviewSource extends ReviewSource {
  /** The key a member of staff must hold to see and decide a kind; undefined for an unknown kind. */
  permissionOf(kind: string): OperatorPermission | undefined;
}

/** Several sources as one: every kind's label and queue, each question sent to the source of its kind. */
export function combineReviewSources(permitted: readonly PermittedReviewSource[]): StaffReviewSource {
  const sources = permitted.map((entry) => entry.source);
  const sourceOf = (kind: string) => sources.find((source) => kind in source.labels);
  // Every source's queue, one read shared by the desks that ask in the same turn (runtime/shared-read.ts).
  const everyQueue = sharedRead(async () => {
    const queues = await Promise.all(sources.map((source) => source.queue()));
    return {
      entries: queues.flatMap((q) => q.entries).sort((a, b) => a.at.getTime() - b.at.getTime()),
      waiting: Object.assign({}, ...queues.map((q) => q.waiting)),
    };
  });
  return {
    labels: Object.assign({}, ...sources.map((source) => source.labels)),
    permissionOf: (kind) => permitted.find((entry) => kind in entry.source.labels)?.permission,
    queue: everyQueue.read,
    subject: (kind, id) => sourceOf(kind)?.subject(kind, id) ?? Promise.resolve(null),
    async decide(kind, id, operatorId, decision) {
      return (await sourceOf(kind)?.decide(kind, id, operatorId, decision)) ?? false;
    },
  };
}

/** The most waiting submissions of one kind the queue lists at once. */
const QUEUE_PAGE = 50;

/** What a source of one kind answers: its waiting rows, a submission in full and a decision, each without the kind. */
export interface SingleKindReview<Row> {
  kind: string;
  /** The kind's name in the queue. */
  label: string;
  /** The oldest waiting rows, at most `page` of them, and how many wait in all. */
  waiting(page: number): Promise<{ rows: readonly Row[]; waiting: number }>;
  /** A waiting row as the queue lists it: its title, and since when it waits. */
  entry(row: Row): { id: number; title: string; at: Date };
  subject(id: number): Promise<Omit<ReviewSubject, "kind" | "id"> | null>;
  decide(id: number, operatorId: number, decision: Decision): Promise<boolean | ReviewRefusal>;
}

/**
 * A review source of one kind: the kind stamped on its queue and its submissions, the queue a page
 * of its oldest waiting rows, and a question about any other kind answered as about a submission
 * that is not there (null, not decided).
 */
export function singleKindReviewSource<Row>(review: SingleKindReview<Row>): ReviewSource {
  const { kind } = review;
  return {
    labels: { [kind]: review.label },
    async queue() {
      const { rows, waiting } = await review.waiting(QUEUE_PAGE);
      const entries = rows.map((row) => {
        const { id, title, at } = review.entry(row);
        return { kind, id, title, submitTime: formatDateTime(at), at };
      });
      return { entries, waiting: { [kind]: waiting } };
    },
    async subject(asked, id) {
      if (asked !== kind) return null;
      const subject = await review.subject(id);
      return subject && { kind, id, ...subject };
    },
    async decide(asked, id, operatorId, decision) {
      if (asked !== kind) return false;
      return review.decide(id, operatorId, decision);
    },
  };
}

/**
 * The head of the subject of a draft staff wrote and submitted (内容管理's pieces, 站内公告): its title,
 * when it was submitted (its last change if never, as the queue dates it), its state and the reason
 * it was last sent back, if any.
 */
export function submittedDraftHead(row: {
  title: string;
  state: string;
  rejectReason: string;
  submittedAt: Date | null;
  updatedAt: Date;
}): Pick<ReviewSubject, "title" | "submitTime" | "state" | "rejectReason"> {
  return { title: row.title, submitTime: formatDateTime(row.submittedAt ?? row.updatedAt), state: row.state, rejectReason: row.rejectReason || null };
}
