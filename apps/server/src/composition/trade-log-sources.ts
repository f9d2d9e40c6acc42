import { sheetTradeLogs } from "../capabilities/procurement/staff-log-source.ts";
import { tenderTradeLogs } from "../capabilities/tender/staff-log-source.ts";
import type { Database } from "../db/database.ts";
import type { TradeLogSource } from "../platform/sealed-bidding/trade-log-source.ts";

/** Every kind of call for offers whose log the back office's 交易日志 looks up by number. */
export function tradeLogSources(db: Database): readonly TradeLogSource[] {
  return [sheetTradeLogs(db), tenderTradeLogs(db)];
}
