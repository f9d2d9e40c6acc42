import { rankBids } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import type { BidderRow, TenderRow } from "./schema.ts";
import { scoresOf } from "./tender-repository.ts";

const RANKED_STATES = ["opened", "candidate", "won", "lost", "refunded"];

/** The ranking as evaluation stands (综合评估法 from the scores; 最低评标价 from the opened prices); null before the opening. */
export async function rankingOf(db: Database, tender: TenderRow, bidders: readonly BidderRow[]) {
  if (!tender.openedAt) return null;
  const opened = bidders.filter((b) => b.openedPriceFen !== null && RANKED_STATES.includes(b.state));
  const scores = await scoresOf(db, tender.id);
  const evaluatorIds = [...new Set(scores.map((s) => String(s.evaluatorMemberId)))].sort();
  return rankBids({
    method: tender.method as "lowest_price" | "comprehensive",
    bids: opened.map((b) => ({ bidderId: String(b.id), priceFen: b.openedPriceFen ?? 0 })),
    sheet: tender.scoringSheet,
    evaluatorIds,
    scores: scores.map((s) => ({
      evaluatorId: String(s.evaluatorMemberId),
      bidderId: String(s.bidderId),
      criterionKey: s.criterionKey,
      hundredths: s.hundredths,
    })),
  });
}
