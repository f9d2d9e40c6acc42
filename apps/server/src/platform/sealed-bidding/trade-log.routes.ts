import type { FastifyRequest } from "fastify";
import { ok } from "../../http/envelope.ts";
import { formatDateTime } from "../../http/format.ts";
import { refuse } from "../../runtime/refusal.ts";
import { operatorAudit } from "../operator/schema.ts";
import type { StaffRouteKit } from "../operator/staff-route-kit.ts";
import { activityLogCsv, activityLogPdf } from "./activity-log-files.ts";
import type { TradeLog, TradeLogSource } from "./trade-log-source.ts";

const NOT_FOUND = "未找到该编号的询价单或招标项目，请核对编号";

/**
 * 交易日志's calls of the back office (audit.read): one call for offers' log by its number, on the
 * page and as CSV or PDF. Who bid on what is confidential, so every look and every export is itself
 * written to the audit log with the member of staff who made it.
 */
export function tradeLogRoutes({ route, actorOf, db, now }: StaffRouteKit, sources: readonly TradeLogSource[]) {
  async function lookUp(request: FastifyRequest, number: string, action: "trade-log.read" | "trade-log.exported", format?: string): Promise<TradeLog> {
    const source = sources.find((s) => number.startsWith(s.prefix));
    const log = source ? await source.find(number) : null;
    if (!log) throw refuse("not_found", NOT_FOUND);
    const { operatorId, ip } = actorOf(request);
    await db.insert(operatorAudit).values({
      operatorId,
      action,
      subjectKind: log.subjectKind,
      subjectId: log.id,
      detail: { title: `${log.number} ${log.title}`, ...(format ? { format } : {}) },
      ip,
      createdAt: now(),
    });
    return log;
  }

  route("tradeLog", async (request) => {
    const log = await lookUp(request, request.query.number, "trade-log.read");
    return ok({
      kind: log.kindLabel,
      number: log.number,
      title: log.title,
      owner: log.owner,
      stateLabel: log.stateLabel,
      lines: log.lines.map(({ at, ...line }) => ({ time: formatDateTime(at), ...line })),
    });
  });

  route("tradeLogFile", async (request, reply) => {
    const { number, format } = request.query;
    const log = await lookUp(request, number, "trade-log.exported", format);
    // The file itself, not the envelope: the back office's server passes it on with its name.
    if (format === "csv") return reply.header("content-type", "text/csv; charset=utf-8").send(activityLogCsv(log.lines)) as never;
    const heading = {
      title: `${log.kindLabel}操作日志`,
      facts: [`编号：${log.number}    名称：${log.title}`, `${log.owner}    状态：${log.stateLabel}`],
      generatedAt: now(),
    };
    return reply.header("content-type", "application/pdf").send(await activityLogPdf(heading, log.lines)) as never;
  });
}
