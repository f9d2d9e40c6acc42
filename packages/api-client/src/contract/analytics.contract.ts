import { ANALYTICS_ACTIONS } from "@cidp/domain";
import { z } from "zod";
import { envelope } from "./envelope.ts";

export { analyticsPaths } from "./analytics.paths.ts";

const text = (max: number) => z.string().max(max).optional();

/** The analytics record (spec §3). createTime is epoch milliseconds or `yyyy-MM-dd HH:mm:ss`. */
export const analyticsRecordSchema = z.object({
  dataSource: z.string().min(1).max(64),
  // The action codes of spec §7, from the domain constant so the collector and the rule agree.
  action: z.literal(Object.values(ANALYTICS_ACTIONS)),
  createTime: z.union([
    z.number().int().min(0).max(8_640_000_000_000_000),
    z.string().regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}/, "createTime 应为时间戳或 yyyy-MM-dd HH:mm:ss"),
  ]),
  realName: text(50),
  from: text(2048),
  to: text(2048),
  resolution: text(32),
  stayDuration: z.number().int().min(0).max(86_400_000).optional(),
  tenantId: text(32),
  tenantName: text(100),
  userId: z.union([z.string().max(32), z.number().int()]).optional(),
  viewOptionContent: text(1000),
  viewOptionName: text(200),
  other: z.union([z.string().max(4000), z.record(z.string(), z.unknown())]).optional(),
});

/** POST collect/regular/inject: data null on success. */
export const analyticsInjectResponse = envelope(z.null());
