/**
 * Objections (异议) to the candidate announcement (中标候选人公示): a business that took part in the
 * tender may object while the 公示 runs (招标投标法实施条例 第五十四条: 投标人或者其他利害关系人对依法必须进行招标的
 * 项目的评标结果有异议的，应当在中标候选人公示期间提出); the tenderer answers each, and no award is made
 * while one is unanswered.
 */

export const OBJECTION_MIN_CHARS = 10;
export const OBJECTION_MAX_CHARS = 1000;
export const OBJECTION_ANSWER_MAX_CHARS = 1000;

export type ObjectionRefusal =
  | "objection.too-short"
  | "objection.too-long"
  | "objection.not-in-publicity"
  | "objection.publicity-ended"
  | "objection.not-a-bidder"
  | "objection.answer-required"
  | "objection.answer-too-long"
  | "objection.already-answered"
  | "objection.unanswered";

export const OBJECTION_REFUSAL_TEXTS: Readonly<Record<ObjectionRefusal, string>> = {
  "objection.too-short": `异议内容至少${OBJECTION_MIN_CHARS}个字`,
  "objection.too-long": `异议内容不超过${OBJECTION_MAX_CHARS}字`,
  "objection.not-in-publicity": "中标候选人公示期间才能提出异议",
  "objection.publicity-ended": "中标候选人公示期已结束，不能再提出异议",
  "objection.not-a-bidder": "仅参与本项目投标的企业可以提出异议",
  "objection.answer-required": "请填写答复内容",
  "objection.answer-too-long": `答复内容不超过${OBJECTION_ANSWER_MAX_CHARS}字`,
  "objection.already-answered": "该异议已答复",
  "objection.unanswered": "存在未答复的异议，不能定标",
};

/** Characters as people count them (a CJK character or an emoji is one). */
const length = (text: string) => [...text.trim()].length;

/** Why an objection may not be filed now, or null: its text, the 公示 window, and who files it. */
export function objectionRefusal(input: {
  readonly content: string;
  readonly state: string;
  /** End of the 公示 (epoch ms), null before it started. */
  readonly publicityEndsAt: number | null;
  readonly now: number;
  /** Whether the filing business took part in the tender (registered and bid). */
  readonly bidder: boolean;
}): ObjectionRefusal | null {
  if (input.state !== "publicity" || input.publicityEndsAt === null) return "objection.not-in-publicity";
  if (input.now >= input.publicityEndsAt) return "objection.publicity-ended";
  if (!input.bidder) return "objection.not-a-bidder";
  const n = length(input.content);
  if (n < OBJECTION_MIN_CHARS) return "objection.too-short";
  if (n > OBJECTION_MAX_CHARS) return "objection.too-long";
  return null;
}

/** Why an answer may not be given, or null. */
export function answerRefusal(answer: string, alreadyAnswered: boolean): ObjectionRefusal | null {
  if (alreadyAnswered) return "objection.already-answered";
  if (length(answer) === 0) return "objection.answer-required";
  if (length(answer) > OBJECTION_ANSWER_MAX_CHARS) return "objection.answer-too-long";
  return null;
}

/** The award is refused while any objection has no answer. */
export function awardObjectionRefusal(objections: readonly { readonly answered: boolean }[]): ObjectionRefusal | null {
  return objections.some((o) => !o.answered) ? "objection.unanswered" : null;
}
