import { TENDER_STATE_LABELS } from "@cidp/domain";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import type { TradeLogSource } from "../../platform/sealed-bidding/trade-log-source.ts";
import { tenders } from "./schema.ts";
import { tenderEventLog } from "./tender-event-log.ts";
import { namesOf } from "./tender-repository.ts";

/** Tenders' logs for the back office's 交易日志, by 招标编号. */
export function tenderTradeLogs(db: Database): TradeLogSource {
  return {
    prefix: "ZB",
    subjectKind: "tender",
    subjectLabel: "招标项目",
    async find(number) {
      const [tender] = await db.select().from(tenders).where(eq(tenders.tenderNo, number));
      if (!tender) return null;
      const tenderer = (await namesOf(db, [tender.tendererBusinessId])).get(tender.tendererBusinessId) ?? "";
      return {
        subjectKind: "tender",
        id: tender.id,
        kindLabel: "招标项目",
        number: tender.tenderNo,
        title: tender.title,
        owner: `招标人：${tenderer}`,
        stateLabel: TENDER_STATE_LABELS[tender.state as keyof typeof TENDER_STATE_LABELS] ?? "",
        lines: await tenderEventLog(db, tender.id),
      };
    },
  };
}
