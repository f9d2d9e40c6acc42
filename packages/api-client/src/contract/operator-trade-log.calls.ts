import { z } from "zod";
import { defineCall } from "./define-call.ts";
import { staffAccess, staffRead } from "./staff-access.ts";

// 交易日志: the 操作日志 of one inquiry sheet or tender, looked up by its number, as platform staff
// read it when a buyer, supplier or bidder disputes what happened (apps/operator `/trade-logs`).
// Staff calls like operatorCalls (auth "operator"), spread into them in operator.calls.ts.
const base = "/api/cidp-operator/trade-log";

/** A 询价单号 (XJ…) or 招标编号 (ZB…), as the member center shows it. */
export const tradeNumberSchema = z
  .string({ error: "请输入询价单号或招标编号" })
  .trim()
  .toUpperCase()
  .min(1, "请输入询价单号或招标编号")
  .max(24, "编号不超过24个字符")
  .regex(/^(XJ|ZB)[0-9A-Z]+$/, "请输入以 XJ 开头的询价单号或以 ZB 开头的招标编号");

/** One line of the log, every field in Chinese. */
const tradeLogLineSchema = z.object({
  time: z.string(),
  action: z.string(),
  side: z.string(),
  businessName: z.string(),
  person: z.string(),
  role: z.string(),
  note: z.string(),
});

/** The calls of 交易日志. */
export const operatorTradeLogCalls = {
  tradeLog: staffRead({
    path: base,
    summary: "交易日志：按询价单号或招标编号查看操作日志（含操作人与角色）",
    query: z.object({ number: tradeNumberSchema }),
    data: z.object({
      /** 询价单 | 招标项目 */
      kind: z.string(),
      number: z.string(),
      title: z.string(),
      /** The buyer's or tenderer's name. */
      owner: z.string(),
      stateLabel: z.string(),
      lines: z.array(tradeLogLineSchema),
    }),
    errors: [400, 403, 404],
  }),
  /** Answers the file itself (not the envelope): the back office's server passes it on. */
  tradeLogFile: defineCall({
    ...staffAccess,
    method: "GET",
    path: `${base}/file`,
    summary: "交易日志导出（CSV 或 PDF）",
    query: z.object({ number: tradeNumberSchema, format: z.enum(["csv", "pdf"], { error: "导出格式只能是 CSV 或 PDF" }) }),
    response: z.string(),
    errors: [400, 403, 404],
  }),
};

/** The permission each call needs: the audit's (管理员): who bid on what is not every desk's to read. */
export const OPERATOR_TRADE_LOG_CALL_PERMISSIONS = {
  tradeLog: "audit.read",
  tradeLogFile: "audit.read",
} as const;
