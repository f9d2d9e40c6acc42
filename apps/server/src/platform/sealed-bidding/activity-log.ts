import type { Database } from "../../db/database.ts";
import { businessNamesById } from "../member/business-names.ts";
import { actingPersonKey, currentActingPeople } from "../organisation/acting-person.ts";

/** A line of a call's log as its events table keeps it (eventLogColumns, with its time). */
export interface StoredLogLine {
  at: Date;
  type: string;
  actorKind: string;
  actorBusinessId: number | null;
  actorMemberId: number | null;
  actorName: string | null;
  actorRole: string | null;
  note: string;
}

/** A line of a call's 操作日志 as people read it: every field in Chinese. */
export interface ActivityLine {
  at: Date;
  /** What happened (发布询价单, 递交投标文件…). */
  action: string;
  /** Which side acted (采购方, 供应商, 招标人, 投标人, 系统). */
  side: string;
  businessName: string;
  /** The person who acted; empty for the system. */
  person: string;
  /** Their roles in the business when they acted (采购员、审批人); empty when they held none. */
  role: string;
  note: string;
}

/** The Chinese names of a kind of call's events and sides. */
export interface ActivityLabels<Type extends string, Side extends string> {
  actions: Readonly<Record<Type, string>>;
  sides: Readonly<Record<Side | "system", string>>;
}

/** What an event whose kind has no name yet is called, rather than its code. */
const UNNAMED_ACTION = "其他操作";

/**
 * The stored lines with their businesses and people named: the person and roles the line kept when
 * it was written, or, for lines older than that, who the person is now.
 */
export async function activityLines<Type extends string, Side extends string>(
  db: Database,
  stored: readonly StoredLogLine[],
  labels: ActivityLabels<Type, Side>,
): Promise<ActivityLine[]> {
  const businessNames = await businessNamesById(
    db,
    stored.flatMap((line) => (line.actorBusinessId === null ? [] : [line.actorBusinessId])),
  );
  const unkept = stored.flatMap((line) =>
    line.actorMemberId !== null && line.actorName === null ? [{ memberId: line.actorMemberId, businessId: line.actorBusinessId }] : [],
  );
  const people = await currentActingPeople(db, unkept);
  const actions: Readonly<Record<string, string>> = labels.actions;
  const sides: Readonly<Record<string, string>> = labels.sides;
  return stored.map((line) => {
    const now = line.actorMemberId === null ? undefined : people.get(actingPersonKey(line.actorMemberId, line.actorBusinessId));
    return {
      at: line.at,
      action: actions[line.type] ?? UNNAMED_ACTION,
      side: sides[line.actorKind] ?? "",
      businessName: line.actorBusinessId === null ? "" : (businessNames.get(line.actorBusinessId) ?? ""),
      person: line.actorName ?? now?.name ?? "",
      role: line.actorName === null ? (now?.role ?? "") : (line.actorRole ?? ""),
      note: line.note,
    };
  });
}
