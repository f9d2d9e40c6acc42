import { procurementCalls, type SheetFieldIssue } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import { ownAddress } from "./address-repository.ts";
import { addressMessages } from "./address-view.ts";
import { deadlineOf } from "./buyer-context.ts";

function parseDeadline(text: string): Date | null {
  try {
    return deadlineOf(text, "");
  } catch {
    return null;
  }
}

/**
 * 检查草稿: every problem of a draft at once, one per field, so the form can show each on its
 * field. The same schema refuses a save (first problem only); nothing is written here.
 */
export async function draftCheckRoutes(app: FastifyInstance, { db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  contractRoute(
    app,
    procurementCalls.checkDraft,
    async (request) => {
      const business = authOf(request).business;
      if (!business) throw refuse("permission", "请先选择企业");
      const issues = new Map<string, string>();
      const parsed = procurementCalls.checkDraft.body.safeParse(request.body ?? {});
      if (!parsed.success)
        for (const issue of parsed.error.issues) {
          const field = issue.path.join(".") || "form";
          if (!issues.has(field)) issues.set(field, issue.message);
        }
      // What the schema cannot know: the clock, and whose address book an entry is in. Checked on
      // the raw fields, so these show beside the schema's refusals of other fields.
      const raw = (request.body ?? {}) as { deadline?: unknown; deliveryAddressId?: unknown };
      if (!issues.has("deadline") && typeof raw.deadline === "string") {
        const deadline = parseDeadline(raw.deadline);
        if (!deadline) issues.set("deadline", "请选择报价截止时间");
        else if (deadline <= now()) issues.set("deadline", "报价截止时间须晚于当前时间");
      }
      const addressId = Number(raw.deliveryAddressId);
      if (!issues.has("deliveryAddressId") && Number.isSafeInteger(addressId) && addressId > 0)
        await ownAddress(db, business.businessId, addressId).catch(() => issues.set("deliveryAddressId", addressMessages.missing));
      return ok({ issues: [...issues].map(([field, message]): SheetFieldIssue => ({ field, message })) });
    },
    // The handler reads the body itself: a refused field is an answer here, not a 400.
    { handlerChecksBody: true },
  );
}
