import { procurementCalls } from "@cidp/api-client/contract";
import { deadlineAfterChange, extendDeadline, INVITATION_STATE_LABELS, QUOTATION_VALID_STATES, type QuotationState, type SheetEvent } from "@cidp/domain";
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { formatDateTime, parseDateTime } from "../../http/format.ts";
import { HttpError } from "../../http/validate.ts";
import { companyProfiles } from "../../platform/company/schema.ts";
import { businesses } from "../../platform/member/schema.ts";
import { noticeToBusiness, noticeToMember } from "../../platform/notice/business-notices.ts";
import type { SealedEnvelopes } from "../../platform/sealed-bidding/sealed-envelopes.ts";
import { authOf } from "../../plugins/auth.ts";
import { addressView, ownAddress } from "./address-routes.ts";
import { textAwardOutcome } from "./award-texts.ts";
import { approversOf } from "./business-notices.ts";
import { roundComparisons } from "./comparison-rounds.ts";
import { maskedContact } from "./external-invitations.ts";
import { openInvitations, sheetWarnings } from "./invitations.ts";
import { scheduleJob, scheduleReminders } from "./procurement-jobs.ts";
import { requiresApproval } from "./procurement-settings.ts";
import { applyToAll, quotationStateView } from "./quotation-records.ts";
import { inquiryEvents, inquiryExternalInvitations, inquiryInvitations, inquiryLines, inquiryQuotations, inquirySheets } from "./schema.ts";
import { applySheetEvent, lockOwnSheet, newSheetNo, type SheetActor, type SheetRow, sheetSummary } from "./sheet-records.ts";

const INVITATION_LABELS: Readonly<Record<string, string>> = INVITATION_STATE_LABELS;
/** A company invited by phone or credit code that has yet to register and certify. */
const PENDING_REGISTRATION_LABEL = "待注册";

/** `yyyy-MM-dd HH:mm[:ss]` (China time) → Date, or a 400 naming the field. */
export function deadlineOf(text: string, message: string): Date {
  const date = parseDateTime(text.length === 16 ? `${text}:00` : text);
  if (!date) throw new HttpError(400, message);
  return date;
}

function businessOf(request: FastifyRequest) {
  const auth = authOf(request);
  if (!auth.business) throw new HttpError(403, "请先选择企业");
  return { auth, businessId: auth.business.businessId, actor: { kind: "buyer", businessId: auth.business.businessId, memberId: auth.member.id } as SheetActor };
}

export interface ProcurementRoutesOptions {
  db: Database;
  seal: SealedEnvelopes;
  now?: () => Date;
}

/** The buyer's calls: drafts, publishing, invitations, rounds, comparison and award. */
export async function buyerProcurementRoutes(app: FastifyInstance, { db, seal, now = () => new Date() }: ProcurementRoutesOptions) {
  async function summaryOf(row: SheetRow) {
    const [[buyer], [invited]] = await Promise.all([
      db.select({ name: businesses.name }).from(businesses).where(eq(businesses.id, row.buyerBusinessId)),
      db.select({ n: count() }).from(inquiryInvitations).where(eq(inquiryInvitations.sheetId, row.id)),
    ]);
    return sheetSummary(row, { buyerName: buyer?.name ?? "", invitees: invited?.n ?? 0 });
  }

  contractRoute(app, procurementCalls.saveDraft, async (request) => {
    const { auth, businessId } = businessOf(request);
    const { id, lines, deadline, deliveryAddressId, ...typed } = request.body;
    const deadlineAt = deadlineOf(deadline, "请选择报价截止时间");
    const row = await db.transaction(async (tx) => {
      // An address from the book is written out as the sheet's 收货地址: later edits of the book
      // do not change what suppliers were asked to deliver to.
      const address = deliveryAddressId ? addressView(await ownAddress(tx, businessId, deliveryAddressId)) : null;
      const header = { ...typed, deliveryAddressId: address?.id ?? null, ...(address ? { deliveryAddress: address.fullAddress } : {}) };
      let sheet: SheetRow | undefined;
      if (id) {
        const own = await lockOwnSheet(tx, id, businessId);
        if (own.state !== "draft") throw new HttpError(400, "已发布的询价单不能直接修改，请发布变更公告");
        [sheet] = await tx
          .update(inquirySheets)
          .set({ ...header, deadline: deadlineAt, approvalNote: "", updatedAt: new Date() })
          .where(eq(inquirySheets.id, id))
          .returning();
        await tx.delete(inquiryLines).where(eq(inquiryLines.sheetId, id));
      } else {
        [sheet] = await tx
          .insert(inquirySheets)
          .values({
            ...header,
            deadline: deadlineAt,
            sheetNo: newSheetNo(now()),
            buyerBusinessId: businessId,
            createdBy: auth.member.id,
            ...seal.newSheetKeys(),
          })
          .returning();
      }
      if (!sheet) throw new Error("sheet write returned nothing");
      const sheetId = sheet.id;
      await tx.insert(inquiryLines).values(lines.map((line, index) => ({ ...line, sheetId, lineNo: index + 1 })));
      return sheet;
    });
    return ok(await summaryOf(row));
  });

  const warningsOf = (sheet: SheetRow) => sheetWarnings(db, sheet);

  /** The sheet goes out (published at once, or approved): invitations open and the deadline job is set. */
  async function goLive(tx: Database, row: SheetRow, event: SheetEvent, actor: SheetActor, note: string): Promise<SheetRow> {
    const published = await applySheetEvent(tx, row, { event, eventKey: "publish", actor, note, patch: { publishedAt: now() } });
    if (published !== row) {
      const invited = await tx.select({ id: inquiryInvitations.supplierBusinessId }).from(inquiryInvitations).where(eq(inquiryInvitations.sheetId, row.id));
      await openInvitations(
        tx,
        published,
        invited.map((i) => i.id),
      );
      await scheduleJob(tx, "round-deadline", row.id, 1, published.deadline);
      await scheduleReminders(tx, row.id, 1, published.deadline, now());
    }
    return published;
  }

  contractRoute(app, procurementCalls.publish, async (request) => {
    const { auth, businessId, actor } = businessOf(request);
    // A member who may approve (审批人, the administrator) publishes directly: approving their own sheet adds nothing.
    const mayApprove = (await app.permissionGuard.accessOf(auth.member.id, businessId)).permissions.includes("inquiry_award");
    const sheet = await db.transaction(async (tx) => {
      const row = await lockOwnSheet(tx, request.body.id, businessId);
      const at = now().getTime();
      if (row.state === "draft" && !mayApprove && (await requiresApproval(tx, businessId))) {
        // 内部审批: the sheet waits for an approver; nothing goes out to suppliers yet, and the approvers are told.
        const waiting = await applySheetEvent(tx, row, {
          event: { type: "submit", needsApproval: true, now: at },
          eventKey: `submit:${at}`,
          actor,
          note: "提交内部审批",
          patch: { submittedBy: auth.member.id, approvalNote: "" },
        });
        for (const approver of await approversOf(tx, businessId)) {
          if (approver === auth.member.id) continue;
          await noticeToMember(tx, approver, {
            title: "询价单待审批",
            content: `${auth.member.realName}提交了询价单《${row.title}》，请审批后发布。`,
            jumpUrl: `/user/building-materials/selecting?id=${row.id}`,
          });
        }
        return waiting;
      }
      return goLive(tx, row, { type: "submit", needsApproval: false, now: at }, actor, "发布询价单");
    });
    return ok({ ...(await summaryOf(sheet)), warnings: await warningsOf(sheet) }, sheet.state === "approving" ? "已提交内部审批" : "询价单已发布");
  });

  contractRoute(app, procurementCalls.approve, async (request) => {
    const { businessId, actor } = businessOf(request);
    const sheet = await db.transaction(async (tx) => {
      const row = await lockOwnSheet(tx, request.body.id, businessId);
      if (row.state !== "approving") throw new HttpError(400, "询价单不在待审批状态");
      const published = await goLive(tx, row, { type: "approve", now: now().getTime() }, actor, "内部审批通过，询价单发布");
      if (row.submittedBy)
        await noticeToMember(tx, row.submittedBy, {
          title: "询价单审批通过",
          content: `询价单《${row.title}》已通过内部审批并发布，邀请已发出。`,
          jumpUrl: `/user/building-materials/selecting?id=${row.id}`,
        });
      return published;
    });
    return ok({ ...(await summaryOf(sheet)), warnings: await warningsOf(sheet) }, "审批通过，询价单已发布");
  });

  contractRoute(app, procurementCalls.reject, async (request) => {
    const { businessId, actor } = businessOf(request);
    const { reason } = request.body;
    const sheet = await db.transaction(async (tx) => {
      const row = await lockOwnSheet(tx, request.body.id, businessId);
      if (row.state !== "approving") throw new HttpError(400, "询价单不在待审批状态");
      const at = now().getTime();
      const back = await applySheetEvent(tx, row, {
        event: { type: "return-to-draft", reason },
        eventKey: `reject:${at}`,
        actor,
        note: `内部审批退回：${reason}`,
        patch: { approvalNote: reason },
      });
      if (row.submittedBy)
        await noticeToMember(tx, row.submittedBy, {
          title: "询价单审批退回",
          content: `询价单《${row.title}》被退回修改，原因：${reason}`,
          jumpUrl: `/user/building-materials/addInquirySheet?id=${row.id}`,
        });
      return back;
    });
    return ok(await summaryOf(sheet), "已退回草稿");
  });

  contractRoute(app, procurementCalls.invite, async (request) => {
    const { businessId, actor } = businessOf(request);
    const ids = [...new Set(request.body.supplierBusinessIds)];
    if (ids.includes(businessId)) throw new HttpError(400, "不能邀请本企业报价");
    const invited = await db.transaction(async (tx) => {
      const sheet = await lockOwnSheet(tx, request.body.id, businessId);
      if (!["draft", "approving", "quoting"].includes(sheet.state) || sheet.deadline <= now()) throw new HttpError(400, "询价单当前状态不能邀请供应商");
      const found = await tx.select({ id: businesses.id }).from(businesses).where(inArray(businesses.id, ids));
      if (found.length !== ids.length) throw new HttpError(400, "所选供应商不存在");
      const added = await tx
        .insert(inquiryInvitations)
        .values(ids.map((supplierBusinessId) => ({ sheetId: sheet.id, supplierBusinessId })))
        .onConflictDoNothing()
        .returning({ id: inquiryInvitations.supplierBusinessId });
      await tx.insert(inquiryEvents).values({
        sheetId: sheet.id,
        eventKey: `invite:${now().getTime()}:${added.length}`,
        type: "invite",
        actorKind: actor.kind,
        actorBusinessId: actor.businessId,
        actorMemberId: actor.memberId,
        note: `邀请供应商${added.length}家`,
      });
      if (sheet.state === "quoting")
        await openInvitations(
          tx,
          sheet,
          added.map((a) => a.id),
        );
      return { sheet, added: added.length };
    });
    return ok({ invited: invited.added, warnings: await warningsOf(invited.sheet) });
  });

  contractRoute(app, procurementCalls.supplierPool, async (request) => {
    const { businessId } = businessOf(request);
    const { current, size, keyword, industry, region, certifiedOnly } = request.query;
    const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const where = and(
      ne(businesses.id, businessId),
      keyword ? ilike(businesses.name, like(keyword)) : undefined,
      industry ? eq(companyProfiles.industry, industry) : undefined,
      region ? ilike(companyProfiles.region, like(region)) : undefined,
      certifiedOnly ? eq(businesses.certificationState, "certified") : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({
          businessId: businesses.id,
          name: businesses.name,
          companyType: businesses.companyType,
          state: businesses.certificationState,
          industry: companyProfiles.industry,
          region: companyProfiles.region,
        })
        .from(businesses)
        .leftJoin(companyProfiles, eq(companyProfiles.businessId, businesses.id))
        .where(where)
        // Certified suppliers first: they may be invited to take part at once.
        .orderBy(sql`${businesses.certificationState} = 'certified' desc`, asc(businesses.id))
        .limit(size)
        .offset((current - 1) * size),
      db.select({ n: count() }).from(businesses).leftJoin(companyProfiles, eq(companyProfiles.businessId, businesses.id)).where(where),
    ]);
    const n = total?.n ?? 0;
    return ok({
      records: rows.map(({ state, industry: trade, region: place, ...row }) => ({
        ...row,
        industry: trade ?? "",
        region: place ?? "",
        certified: state === "certified",
      })),
      total: n,
      current,
      size,
      pages: Math.ceil(n / size),
    });
  });

  contractRoute(app, procurementCalls.buyerList, async (request) => {
    const { businessId } = businessOf(request);
    const { current, size, state } = request.query;
    const where = and(eq(inquirySheets.buyerBusinessId, businessId), state ? eq(inquirySheets.state, state) : undefined);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(inquirySheets)
        .where(where)
        .orderBy(desc(inquirySheets.id))
        .limit(size)
        .offset((current - 1) * size),
      db.select({ n: count() }).from(inquirySheets).where(where),
    ]);
    const n = total?.n ?? 0;
    return ok({ records: await Promise.all(rows.map(summaryOf)), total: n, current, size, pages: Math.ceil(n / size) });
  });

  async function ownSheet(request: FastifyRequest, id: number): Promise<SheetRow> {
    const { businessId } = businessOf(request);
    const [row] = await db
      .select()
      .from(inquirySheets)
      .where(and(eq(inquirySheets.id, id), eq(inquirySheets.buyerBusinessId, businessId)));
    if (!row) throw new HttpError(404, "询价单不存在");
    return row;
  }

  contractRoute(app, procurementCalls.buyerDetail, async (request) => {
    const row = await ownSheet(request, request.query.id);
    const [lines, suppliers, invitations, events, pending] = await Promise.all([
      db.select().from(inquiryLines).where(eq(inquiryLines.sheetId, row.id)).orderBy(asc(inquiryLines.lineNo)),
      db
        .select({ q: inquiryQuotations, name: businesses.name })
        .from(inquiryQuotations)
        .innerJoin(businesses, eq(businesses.id, inquiryQuotations.supplierBusinessId))
        .where(eq(inquiryQuotations.sheetId, row.id))
        .orderBy(asc(inquiryQuotations.id)),
      db
        .select({ invitation: inquiryInvitations, name: businesses.name })
        .from(inquiryInvitations)
        .innerJoin(businesses, eq(businesses.id, inquiryInvitations.supplierBusinessId))
        .where(eq(inquiryInvitations.sheetId, row.id)),
      db.select().from(inquiryEvents).where(eq(inquiryEvents.sheetId, row.id)).orderBy(asc(inquiryEvents.id)),
      db
        .select()
        .from(inquiryExternalInvitations)
        .where(and(eq(inquiryExternalInvitations.sheetId, row.id), isNull(inquiryExternalInvitations.claimedAt)))
        .orderBy(asc(inquiryExternalInvitations.id)),
    ]);
    const invitationOf = new Map(invitations.map((i) => [i.invitation.supplierBusinessId, i.invitation.state]));
    const standing = [
      ...suppliers.map(({ q, name }) => ({
        supplierBusinessId: q.supplierBusinessId,
        supplierName: name,
        ...quotationStateView(q.state),
        invitation: INVITATION_LABELS[invitationOf.get(q.supplierBusinessId) ?? ""] ?? "公开报名",
        version: q.version,
        submitTime: q.submittedAt ? formatDateTime(q.submittedAt) : null,
      })),
      // Invited to a draft: no quotation yet.
      ...invitations
        .filter((i) => !suppliers.some((s) => s.q.supplierBusinessId === i.invitation.supplierBusinessId))
        .map((i) => ({
          supplierBusinessId: i.invitation.supplierBusinessId,
          supplierName: i.name,
          ...quotationStateView("pending_response"),
          invitation: INVITATION_LABELS[i.invitation.state] ?? i.invitation.state,
          version: 0,
          submitTime: null,
        })),
    ];
    const { id: _id, sheetNo: _no, buyerBusinessId: _b, createdBy: _c, publicKey: _p, sealedPrivateKey: _k, ...rest } = row;
    return ok({
      ...(await summaryOf(row)),
      header: {
        title: rest.title,
        projectName: rest.projectName,
        location: rest.location,
        category: rest.category as "物资",
        mode: rest.mode as "public" | "invited",
        validityDays: rest.validityDays,
        deliveryDate: rest.deliveryDate,
        deliveryAddress: rest.deliveryAddress,
        ...(rest.deliveryAddressId ? { deliveryAddressId: rest.deliveryAddressId } : {}),
        paymentTerms: rest.paymentTerms,
        invoiceRequirement: rest.invoiceRequirement,
        taxIncluded: rest.taxIncluded,
        freightIncluded: rest.freightIncluded,
        partialAllowed: rest.partialAllowed,
        noRaise: rest.noRaise,
        roundCap: rest.roundCap,
        qualifications: rest.qualifications,
        contactName: rest.contactName,
        contactPhone: rest.contactPhone,
        remark: rest.remark,
      },
      lines: lines.map(({ id: _lineId, sheetId: _sheetId, ...line }) => line),
      suppliers: standing,
      pendingInvitations: pending.map((p) => ({
        id: p.id,
        companyName: p.companyName,
        contact: maskedContact(p),
        stateLabel: PENDING_REGISTRATION_LABEL,
        invitedAt: formatDateTime(p.invitedAt),
      })),
      openedRounds: row.openedRounds,
      closingReason: row.closingReason,
      approvalNote: row.approvalNote,
      awardedBusinessId: row.awardedBusinessId,
      warnings: await warningsOf(row),
      events: events.map((e) => ({ type: e.type, actorKind: e.actorKind as "buyer", note: e.note, time: formatDateTime(e.at) })),
    });
  });

  contractRoute(app, procurementCalls.comparison, async (request) => {
    const row = await ownSheet(request, request.query.id);
    if (row.openedRounds === 0) throw new HttpError(409, "报价截止前，任何人都不能查看报价");
    return ok({ rounds: await roundComparisons(db, seal, row) });
  });

  contractRoute(app, procurementCalls.startRound, async (request) => {
    const { businessId, actor } = businessOf(request);
    const deadline = deadlineOf(request.body.deadline, "请选择本轮截止时间");
    const shortlist = new Set(request.body.shortlist);
    const sheet = await db.transaction(async (tx) => {
      const row = await lockOwnSheet(tx, request.body.id, businessId);
      const quotations = await tx.select().from(inquiryQuotations).where(eq(inquiryQuotations.sheetId, row.id));
      const eligible = quotations.filter((q) => q.state === "closed");
      if ([...shortlist].some((id) => !eligible.some((q) => q.supplierBusinessId === id))) throw new HttpError(400, "入围供应商须是本轮有效报价的供应商");
      const next = await applySheetEvent(tx, row, {
        event: { type: "start-round", shortlisted: shortlist.size, deadline: deadline.getTime(), now: now().getTime() },
        eventKey: `round:${row.round + 1}`,
        actor,
        note: `发起第${row.round + 1}轮报价，入围${shortlist.size}家${request.body.message ? `：${request.body.message}` : ""}`,
      });
      for (const q of eligible) {
        const picked = shortlist.has(q.supplierBusinessId);
        await applyToAll(tx, [q], () => ({ type: picked ? "shortlist" : "exclude" }));
        if (picked) await tx.update(inquiryQuotations).set({ round: next.round }).where(eq(inquiryQuotations.id, q.id));
        await noticeToBusiness(tx, q.supplierBusinessId, {
          title: picked ? "请参加二次报价" : "未入围通知",
          content: picked
            ? `询价单《${row.title}》邀请您参加第${next.round}轮报价，截止时间 ${formatDateTime(deadline)}。${request.body.message}`
            : `询价单《${row.title}》进入第${next.round}轮报价，贵司未入围。感谢参与。`,
          jumpUrl: `/user/my-quotation/default?id=${row.id}`,
        });
      }
      await scheduleJob(tx, "round-deadline", row.id, next.round, deadline);
      await scheduleReminders(tx, row.id, next.round, deadline, now());
      return next;
    });
    return ok(await summaryOf(sheet));
  });

  contractRoute(app, procurementCalls.award, async (request) => {
    const { businessId, actor } = businessOf(request);
    const { supplierBusinessId, reason } = request.body;
    const sheet = await db.transaction(async (tx) => {
      const row = await lockOwnSheet(tx, request.body.id, businessId);
      const quotations = await tx.select().from(inquiryQuotations).where(eq(inquiryQuotations.sheetId, row.id));
      const winner = quotations.find((q) => q.supplierBusinessId === supplierBusinessId && q.state === "closed");
      if (!winner) throw new HttpError(400, "成交供应商须是有效报价的供应商");
      const proposed = await applySheetEvent(tx, row, { event: { type: "propose-award" }, eventKey: `propose:${row.round}`, actor, note: "确定成交候选" });
      const awarded = await applySheetEvent(tx, proposed, {
        event: { type: "award" },
        eventKey: "award",
        actor,
        note: `定标：${reason}`,
        patch: { awardedBusinessId: supplierBusinessId, closingReason: reason },
      });
      await applyToAll(tx, quotations, (q) => ({ type: "award", won: q.supplierBusinessId === supplierBusinessId }));
      for (const q of quotations.filter((q) => QUOTATION_VALID_STATES.includes(q.state as QuotationState) || q.state === "not_shortlisted")) {
        const won = q.supplierBusinessId === supplierBusinessId;
        await noticeToBusiness(tx, q.supplierBusinessId, {
          title: won ? "成交通知" : "未成交通知",
          content: won ? `恭喜！贵司在询价单《${row.title}》中成交，采购方将与您联系。` : `询价单《${row.title}》已定标，贵司未成交。感谢参与。`,
          jumpUrl: `/user/my-quotation/default?id=${row.id}`,
        });
      }
      return { awarded, told: quotations.filter((q) => QUOTATION_VALID_STATES.includes(q.state as QuotationState) || q.state === "not_shortlisted") };
    });
    await textAwardOutcome(db, app.smsProvider, request.log, {
      title: sheet.awarded.title,
      winnerBusinessId: supplierBusinessId,
      supplierBusinessIds: sheet.told.map((q) => q.supplierBusinessId),
    });
    return ok(await summaryOf(sheet.awarded));
  });

  contractRoute(app, procurementCalls.close, async (request) => {
    const { businessId, actor } = businessOf(request);
    const { kind, reason } = request.body;
    const sheet = await db.transaction(async (tx) => {
      const row = await lockOwnSheet(tx, request.body.id, businessId);
      const event = kind === "withdraw" ? ({ type: "withdraw" } as const) : { type: kind, reason };
      const closed = await applySheetEvent(tx, row, { event, eventKey: kind, actor, note: reason || "撤回询价单", patch: { closingReason: reason } });
      const quotations = await tx.select().from(inquiryQuotations).where(eq(inquiryQuotations.sheetId, row.id));
      await applyToAll(tx, quotations, () => ({ type: "sheet-ended" }));
      const label = { withdraw: "已撤回", fail: "已流标", cancel: "已取消" }[kind];
      for (const q of quotations)
        await noticeToBusiness(tx, q.supplierBusinessId, {
          title: `询价单${label}`,
          content: `询价单《${row.title}》${label}${reason ? `，原因：${reason}` : ""}。`,
          jumpUrl: `/user/my-quotation/default?id=${row.id}`,
        });
      return closed;
    });
    return ok(await summaryOf(sheet));
  });

  contractRoute(app, procurementCalls.extendDeadline, async (request) => {
    const { businessId, actor } = businessOf(request);
    const proposed = deadlineOf(request.body.deadline, "请选择新的截止时间");
    const sheet = await db.transaction(async (tx) => {
      const row = await lockOwnSheet(tx, request.body.id, businessId);
      if (row.state !== "quoting" && row.state !== "round_quoting") throw new HttpError(400, "仅报价中的询价单可以发布变更公告");
      const at = now().getTime();
      const extended = extendDeadline(row.deadline.getTime(), proposed.getTime(), at);
      if (!extended.ok) throw new HttpError(400, extended.code === "deadline.in-past" ? "截止时间须晚于当前时间" : "截止时间只能延后，不能提前");
      // A 变更公告 changes what suppliers price: it must leave them enough time.
      const deadline = new Date(deadlineAfterChange(extended.value, at, true));
      const [updated] = await tx.update(inquirySheets).set({ deadline, updatedAt: new Date() }).where(eq(inquirySheets.id, row.id)).returning();
      await tx.insert(inquiryEvents).values({
        sheetId: row.id,
        eventKey: `change:${at}`,
        type: "change-notice",
        actorKind: actor.kind,
        actorBusinessId: actor.businessId,
        actorMemberId: actor.memberId,
        note: `变更公告：${request.body.notice}（截止时间延至 ${formatDateTime(deadline)}）`,
      });
      await scheduleJob(tx, "round-deadline", row.id, row.round, deadline);
      await scheduleReminders(tx, row.id, row.round, deadline, now());
      const quotations = await tx.select().from(inquiryQuotations).where(eq(inquiryQuotations.sheetId, row.id));
      for (const q of quotations)
        await noticeToBusiness(tx, q.supplierBusinessId, {
          title: "询价变更公告",
          content: `询价单《${row.title}》发布变更：${request.body.notice}。截止时间延至 ${formatDateTime(deadline)}。`,
          jumpUrl: `/user/my-quotation/default?id=${row.id}`,
        });
      return updated ?? row;
    });
    return ok(await summaryOf(sheet));
  });
}
