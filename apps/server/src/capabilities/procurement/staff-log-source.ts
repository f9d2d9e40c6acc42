import { type SheetState, sheetStateLabel } from "@cidp/domain";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import type { TradeLogSource } from "../../platform/sealed-bidding/trade-log-source.ts";
import { sheetEventLog } from "./event-log.ts";
import { businessNamed } from "./partner-repository.ts";
import { inquirySheets } from "./schema.ts";

/** Inquiry sheets' logs for the back office's 交易日志, by 询价单号. */
export function sheetTradeLogs(db: Database): TradeLogSource {
  return {
    prefix: "XJ",
    subjectKind: "inquiry",
    subjectLabel: "询价单",
    async find(number) {
      const [sheet] = await db.select().from(inquirySheets).where(eq(inquirySheets.sheetNo, number));
      if (!sheet) return null;
      const buyer = await businessNamed(db, sheet.buyerBusinessId);
      return {
        subjectKind: "inquiry",
        id: sheet.id,
        kindLabel: "询价单",
        number: sheet.sheetNo,
        title: sheet.title,
        owner: `采购方：${buyer?.name ?? ""}`,
        stateLabel: sheetStateLabel(sheet.state as SheetState, sheet.round),
        lines: await sheetEventLog(db, sheet.id),
      };
    },
  };
}
