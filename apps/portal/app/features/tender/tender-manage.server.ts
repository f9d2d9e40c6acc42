import { ApiError, clientCall } from "@cidp/api-client";
import { type CallResult, tenderCalls } from "@cidp/api-client/contract";
import { data } from "react-router";
import { idField } from "../../lib/form-fields.server.ts";
import { type ActionAnswer, memberAction } from "../../lib/session/member-action.server.ts";
import { memberClientOrLogin, type RequestContext } from "../../lib/session/portal-request.server.ts";
import { manageTexts as texts } from "./tender-manage-texts.ts";
import { tenderTexts } from "./tender-texts.ts";

export type TendererTender = CallResult<typeof tenderCalls.tendererDetail>["data"];
export type MyTender = CallResult<typeof tenderCalls.myDetail>["data"];

/** The `?id=` of the page's address, or 0. */
export const idOf = (request: Request) => {
  const id = Number(new URL(request.url).searchParams.get("id"));
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
};

/** Runs a read, answering the 404 page when the server does not know (or hides) the tender. */
async function orNotFound<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof ApiError && [400, 404].includes(error.code)) throw data(tenderTexts.detailMissing, { status: 404 });
    throw error;
  }
}

/** One of the business's own tenders, as its tenderer sees it. */
export function loadTendererTender(context: RequestContext, id: number): Promise<TendererTender> {
  const client = memberClientOrLogin(context);
  return orNotFound(async () => (await clientCall(tenderCalls.tendererDetail)(client, { id }, { silent: true })).data);
}

/** A tender as this business takes part in it. */
export function loadMyTender(context: RequestContext, id: number): Promise<MyTender> {
  const client = memberClientOrLogin(context);
  return orNotFound(async () => (await clientCall(tenderCalls.myDetail)(client, { id }, { silent: true })).data);
}

/** The tenderer as a bidder sees it. */
export function loadTendererProfile(context: RequestContext, id: number) {
  const client = memberClientOrLogin(context);
  return orNotFound(async () => (await clientCall(tenderCalls.tendererProfile)(client, { id }, { silent: true })).data);
}

/** What a management form answers: the server's word, the form it was (to show it there), and a field's refusal. */
export type ManageAnswer = ActionAnswer & { intent: string; field?: string; values?: Record<string, string> };

const text = (form: FormData, name: string) => String(form.get(name) ?? "").trim();

/** A refusal on one field of one form, with what was typed kept. */
const refuse = (intent: string, field: string, msg: string, form: FormData): ManageAnswer => ({
  ok: false,
  msg,
  intent,
  field,
  values: Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === "string").map(([k, v]) => [k, String(v)])),
});

/**
 * The tenderer's changes on the management page, one form each (`intent`): reviewing a
 * registration or a deposit, a clarification, a stage step, withdrawing, scoring and the candidate
 * 公示. A reason the rules require is asked for on its field before anything is sent.
 */
export async function manageAction(context: RequestContext, id: number, form: FormData): Promise<ManageAnswer> {
  const intent = text(form, "intent");
  const bidderId = idField(form, "bidderId") ?? 0;
  const reason = text(form, "reason");
  const run = async (change: Parameters<typeof memberAction>[1]) => ({ ...(await memberAction(context, change)), intent });
  switch (intent) {
    case "review-registration": {
      const approve = text(form, "decision") === "approve";
      if (!approve && !reason) return refuse(intent, `reason-${bidderId}`, texts.needRejectReason, form);
      return run(async (client) => {
        await clientCall(tenderCalls.reviewRegistration)(client, { bidderId, approve, reason }, { silent: true });
        return { msg: approve ? texts.approved : texts.rejected };
      });
    }
    case "review-deposit": {
      const confirm = text(form, "decision") === "confirm";
      if (!confirm && !reason) return refuse(intent, `deposit-reason-${bidderId}`, texts.needReturnReason, form);
      return run(async (client) => {
        await clientCall(tenderCalls.reviewDeposit)(client, { bidderId, confirm, reason }, { silent: true });
        return { msg: confirm ? texts.depositConfirmed : texts.depositReturned };
      });
    }
    case "clarify": {
      const content = text(form, "content");
      if (content.length < 5) return refuse(intent, "content", texts.needClarifyContent, form);
      return run(async (client) => {
        const { data: issued } = await clientCall(tenderCalls.clarify)(
          client,
          { id, content, substantive: form.get("substantive") === "on" },
          { silent: true },
        );
        return { msg: issued.deadlineMoved ? texts.clarifiedMoved(issued.bidDeadline) : texts.clarified };
      });
    }
    case "advance": {
      const step = text(form, "step") as keyof typeof texts.steps;
      return run(async (client) => {
        await clientCall(tenderCalls.advance)(client, { id, step }, { silent: true });
        return { msg: texts.stepDone(texts.steps[step] ?? step) };
      });
    }
    case "withdraw":
      if (!reason) return refuse(intent, "withdraw-reason", texts.needWithdrawReason, form);
      return run(async (client) => {
        await clientCall(tenderCalls.withdraw)(client, { id, reason }, { silent: true });
        return { msg: texts.withdrawn };
      });
    case "score": {
      const keys = form.getAll("criterionKey").map(String);
      const scores = keys.map((key) => ({ criterionKey: key, points: Number(text(form, `points-${bidderId}-${key}`)) }));
      if (keys.length === 0 || keys.some((key) => text(form, `points-${bidderId}-${key}`) === "") || scores.some((s) => !Number.isFinite(s.points)))
        return refuse(intent, `score-${bidderId}`, texts.badPoints, form);
      return run(async (client) => {
        const { data: result } = await clientCall(tenderCalls.score)(client, { id, bidderId, scores }, { silent: true });
        return { msg: result.complete ? texts.scoredComplete : texts.scoredMissing(result.missing) };
      });
    }
    case "announce": {
      const objectionContact = text(form, "objectionContact");
      if (objectionContact.length < 2) return refuse(intent, "objectionContact", texts.needObjectionContact, form);
      return run(async (client) => {
        await clientCall(tenderCalls.announceCandidates)(
          client,
          { id, days: Number(text(form, "days")) || 3, candidates: Number(text(form, "candidates")) || 3, objectionContact },
          { silent: true },
        );
        return { msg: texts.announced };
      });
    }
    case "answer-objection": {
      const objectionId = idField(form, "objectionId") ?? 0;
      const answer = text(form, "answer");
      if (!answer) return refuse(intent, `answer-${objectionId}`, texts.needObjectionAnswer, form);
      const answered = await run(async (client) => {
        await clientCall(tenderCalls.answerObjection)(client, { objectionId, answer }, { silent: true });
        return { msg: texts.objectionAnsweredNotice };
      });
      return answered.ok ? answered : { ...answered, field: `answer-${objectionId}`, values: { answer } };
    }
    default:
      return { ok: false, msg: "未知操作", intent };
  }
}
