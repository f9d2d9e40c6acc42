import { clientCall } from "@cidp/api-client";
import { type CallResult, tenderCalls } from "@cidp/api-client/contract";
import { blankAsUnset, checked, formBody, formRows, idField } from "../../lib/form-fields.server.ts";
import { orNotFound } from "../../lib/not-found.server.ts";
import { type ActionAnswer, memberAction } from "../../lib/session/member-action.server.ts";
import { memberClientOrLogin, type RequestContext } from "../../lib/session/portal-request.server.ts";
import { uploadIds } from "./tender-files.tsx";
import { manageTexts as texts } from "./tender-manage-texts.ts";
import { tenderTexts } from "./tender-texts.ts";

export type TendererTender = CallResult<typeof tenderCalls.tendererDetail>["data"];
export type MyTender = CallResult<typeof tenderCalls.myDetail>["data"];

/** The `?id=` of the page's address, or 0. */
export const idOf = (request: Request) => {
  const id = Number(new URL(request.url).searchParams.get("id"));
  return Number.isSafeInteger(id) && id > 0 ? id : 0;
};

/** One of the business's own tenders, as its tenderer sees it. */
export function loadTendererTender(context: RequestContext, id: number): Promise<TendererTender> {
  const client = memberClientOrLogin(context);
  return orNotFound(tenderTexts.detailMissing, async () => (await clientCall(tenderCalls.tendererDetail)(client, { id }, { silent: true })).data);
}

/** A tender as this business takes part in it. */
export function loadMyTender(context: RequestContext, id: number): Promise<MyTender> {
  const client = memberClientOrLogin(context);
  return orNotFound(tenderTexts.detailMissing, async () => (await clientCall(tenderCalls.myDetail)(client, { id }, { silent: true })).data);
}

/** The tenderer as a bidder sees it. */
export function loadTendererProfile(context: RequestContext, id: number) {
  const client = memberClientOrLogin(context);
  return orNotFound(tenderTexts.detailMissing, async () => (await clientCall(tenderCalls.tendererProfile)(client, { id }, { silent: true })).data);
}

/** What a management form answers: the server's word, the form it was (to show it there), and a field's refusal. */
export type ManageAnswer = ActionAnswer & { intent: string; field?: string; values?: Record<string, string> };

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
 * 公示. Each form is read with its call's body schema; a reason the rules require is asked for on
 * its field before anything is sent.
 */
export async function manageAction(context: RequestContext, id: number, form: FormData): Promise<ManageAnswer> {
  const intent = String(form.get("intent") ?? "");
  const bidderId = idField(form, "bidderId") ?? 0;
  const run = async (change: Parameters<typeof memberAction>[1]) => ({ ...(await memberAction(context, change)), intent });
  switch (intent) {
    case "review-registration": {
      const approve = form.get("decision") === "approve";
      const body = formBody(tenderCalls.reviewRegistration.body, form, { approve });
      const field = `reason-${bidderId}`;
      if (!body.ok) return refuse(intent, field, body.msg, form);
      if (!approve && !body.data.reason) return refuse(intent, field, texts.needRejectReason, form);
      return run(async (client) => {
        await clientCall(tenderCalls.reviewRegistration)(client, body.data, { silent: true });
        return { msg: approve ? texts.approved : texts.rejected };
      });
    }
    case "review-deposit": {
      const confirm = form.get("decision") === "confirm";
      const body = formBody(tenderCalls.reviewDeposit.body, form, { confirm });
      const field = `deposit-reason-${bidderId}`;
      if (!body.ok) return refuse(intent, field, body.msg, form);
      if (!confirm && !body.data.reason) return refuse(intent, field, texts.needReturnReason, form);
      return run(async (client) => {
        await clientCall(tenderCalls.reviewDeposit)(client, body.data, { silent: true });
        return { msg: confirm ? texts.depositConfirmed : texts.depositReturned };
      });
    }
    case "clarify": {
      // The contract's refusal of a short clarification is the page's own text (澄清内容至少5个字).
      const body = formBody(tenderCalls.clarify.body, form, { id, substantive: checked(form, "substantive"), fileIds: uploadIds(form, "fileIds") });
      if (!body.ok) return refuse(intent, "content", body.msg, form);
      return run(async (client) => {
        const { data: issued } = await clientCall(tenderCalls.clarify)(client, body.data, { silent: true });
        return { msg: issued.deadlineMoved ? texts.clarifiedMoved(issued.bidDeadline) : texts.clarified };
      });
    }
    case "advance": {
      const body = formBody(tenderCalls.advance.body, form, { id });
      if (!body.ok) return { ok: false, msg: body.msg, intent };
      const { step } = body.data;
      return run(async (client) => {
        await clientCall(tenderCalls.advance)(client, body.data, { silent: true });
        return { msg: texts.stepDone(texts.steps[step] ?? step) };
      });
    }
    case "withdraw": {
      const body = formBody(tenderCalls.withdraw.body, form, { id });
      if (!body.ok) return refuse(intent, "withdraw-reason", body.msg, form);
      if (!body.data.reason) return refuse(intent, "withdraw-reason", texts.needWithdrawReason, form);
      return run(async (client) => {
        await clientCall(tenderCalls.withdraw)(client, body.data, { silent: true });
        return { msg: texts.withdrawn };
      });
    }
    case "score": {
      // Every criterion needs its points; the contract's refusals of a score (out of range, not a number) are English, so the page says it.
      const scores = formRows(form, "scores");
      const body = formBody(tenderCalls.score.body, form, { id, scores });
      if (scores.length === 0 || scores.some((s) => (s.points ?? "").trim() === "") || !body.ok)
        return refuse(intent, `score-${bidderId}`, texts.badPoints, form);
      return run(async (client) => {
        const { data: result } = await clientCall(tenderCalls.score)(client, body.data, { silent: true });
        return { msg: result.complete ? texts.scoredComplete : texts.scoredMissing(result.missing) };
      });
    }
    case "announce": {
      // An emptied number box is "not given": the contract's default (3) applies, as the box shows.
      const body = formBody(tenderCalls.announceCandidates.body, form, { id, ...blankAsUnset(form, ["days", "candidates"]) });
      if (!body.ok) return refuse(intent, "objectionContact", body.msg, form);
      return run(async (client) => {
        await clientCall(tenderCalls.announceCandidates)(client, body.data, { silent: true });
        return { msg: texts.announced };
      });
    }
    case "answer-objection": {
      const objectionId = idField(form, "objectionId") ?? 0;
      const body = formBody(tenderCalls.answerObjection.body, form);
      if (!body.ok) return refuse(intent, `answer-${objectionId}`, body.msg, form);
      if (!body.data.answer) return refuse(intent, `answer-${objectionId}`, texts.needObjectionAnswer, form);
      const answered = await run(async (client) => {
        await clientCall(tenderCalls.answerObjection)(client, body.data, { silent: true });
        return { msg: texts.objectionAnsweredNotice };
      });
      return answered.ok ? answered : { ...answered, field: `answer-${objectionId}`, values: { answer: body.data.answer } };
    }
    default:
      return { ok: false, msg: "未知操作", intent };
  }
}
