import { OBJECTION_REFUSAL_TEXTS } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { type Refusal, refuse } from "../../runtime/refusal.ts";
import { namesOf, objectionsWithBusiness } from "./tender-repository.ts";

/** A domain refusal of an objection (or of an award with one unanswered): a refusal of state. */
export function objectionRefused(code: keyof typeof OBJECTION_REFUSAL_TEXTS): Refusal {
  return refuse("state", OBJECTION_REFUSAL_TEXTS[code]);
}

/** The objections of a tender (or only one business's), oldest first, with the objector's name and the answer. */
export async function objectionViews(db: Database, tenderId: number, businessId?: number) {
  const rows = await objectionsWithBusiness(db, tenderId, businessId);
  const names = await namesOf(
    db,
    rows.map((r) => r.businessId),
  );
  return rows.map(({ objection, businessId: owner }) => ({
    id: objection.id,
    bidderName: names.get(owner) ?? "",
    content: objection.content,
    time: formatDateTime(objection.filedAt),
    answer: objection.answer,
    answerTime: objection.answeredAt ? formatDateTime(objection.answeredAt) : null,
  }));
}
