import { z } from "zod";
import { dateTimeSchema } from "./common.contract.ts";
import { staffRead, staffStep } from "./staff-access.ts";

// 企业VIP客户: the enterprise VIP companies and their 专属客户经理 (apps/operator `/vip-clients`).
// Staff calls like operatorCalls (auth "operator"), spread into them in operator.calls.ts.
const base = "/api/cidp-operator/vip-clients";

/** A company holding an enterprise VIP period not over. */
const vipClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Its manager; null while none is assigned (nobody was flagged when its period was granted). */
  managerId: z.number().int().nullable(),
  managerName: z.string().nullable(),
  /** The end of its last VIP period. */
  expiry: dateTimeSchema.nullable(),
});

/** A member of staff serving as 客户经理, with the clients they serve now. */
const accountManagerSchema = z.object({ id: z.number().int(), name: z.string(), phone: z.string(), clients: z.number().int() });

/** The calls of 企业VIP客户. */
export const operatorVipCalls = {
  vipClients: staffRead({
    path: base,
    summary: "企业VIP客户及其专属客户经理（可只看本人服务的客户）",
    query: z.object({ mine: z.enum(["1"], { error: "筛选条件不正确" }).optional() }),
    /** The clients, the soonest to expire first (at most VIP_CLIENTS_SHOWN), and every serving manager, the least loaded first. */
    data: z.object({ clients: z.array(vipClientSchema), managers: z.array(accountManagerSchema), mayReassign: z.boolean() }),
    errors: [400, 403],
  }),
  vipClientReassign: staffStep({
    path: `${base}/:id/manager`,
    summary: "更换企业VIP客户的专属客户经理",
    body: z.object({
      operatorId: z.coerce.number({ error: "请选择客户经理" }).int("请选择客户经理").positive("请选择客户经理").max(2_147_483_647, "请选择客户经理"),
    }),
    errors: [400, 403, 404, 409],
  }),
};

/** Staff who look members up see the clients; only vip.manage changes a manager. */
export const OPERATOR_VIP_CALL_PERMISSIONS = {
  vipClients: "members.read",
  vipClientReassign: "vip.manage",
} as const;
