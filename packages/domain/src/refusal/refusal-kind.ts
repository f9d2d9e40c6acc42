import { REFUSAL_REASONS, type RefusalReason } from "../organisation/certification-gate.ts";

/**
 * Why the services refused a request, as a stable code the page can act on. A refusal is never a
 * fault: retrying it unchanged will not help, so the page shows its message (why, and what to do)
 * instead of "稍后重试". Only the HTTP layer turns a kind into a status.
 */
export const REFUSAL_KINDS = {
  /** The input breaks a rule of its form (a missing field, a bad value). */
  invalid: "invalid",
  /** The member lacks a permission of their business, or is not the party who may act. */
  permission: "permission",
  /** The business must be certified first (certificationRefusal). */
  certification: "certification",
  /** The thing is sealed until an opening (a bid's prices and files before the deadline). */
  sealed: "sealed",
  /** The thing is not in a state that allows the action (closed, already decided, withdrawn). */
  state: "state",
  /** A quota or rate is reached (too many codes, too many submissions today). */
  limit: "limit",
  /** The thing does not exist, or is not the member's to see. */
  not_found: "not_found",
  /** Someone else changed or took it first (a stale row, a duplicate). */
  conflict: "conflict",
} as const;

/** One refusal kind. */
export type RefusalKind = (typeof REFUSAL_KINDS)[keyof typeof REFUSAL_KINDS];

/** Every refusal kind (the contract's enum). */
export const REFUSAL_KIND_VALUES = Object.values(REFUSAL_KINDS) as [RefusalKind, ...RefusalKind[]];

/** Whether a value (an envelope's field, say) names a refusal kind. */
export function isRefusalKind(value: unknown): value is RefusalKind {
  return typeof value === "string" && (REFUSAL_KIND_VALUES as readonly string[]).includes(value);
}

/**
 * The kind of each machine-readable reason a refusal may carry: certification first is a
 * certification refusal, a business already registered a duplicate.
 */
export const REFUSAL_REASON_KINDS: Readonly<Record<RefusalReason, RefusalKind>> = {
  [REFUSAL_REASONS.certificationRequired]: REFUSAL_KINDS.certification,
  [REFUSAL_REASONS.businessRegistered]: REFUSAL_KINDS.conflict,
};

/**
 * What a member can do about a refusal of the kinds whose remedy is the same whatever the case (ask
 * for the permission, certify, wait for the opening, look again), in the platform's words: said
 * after a refusal whose own message names the reason but no next step ("订单不存在"), so such a
 * refusal never leaves the member guessing. The other kinds (a rule of the form, a state, a
 * limit) have a remedy particular to each case, which their own message must say.
 */
export const REFUSAL_NEXT_STEPS: Readonly<Partial<Record<RefusalKind, string>>> = {
  permission: "请联系企业管理员为您分配相应权限。",
  certification: "请先完成企业认证，审核通过后再办理。",
  sealed: "请在开标时间到达后再查看。",
  not_found: "请核对链接，或返回列表重新查找。",
  conflict: "内容已被他人处理，请刷新页面查看最新内容。",
};

/**
 * A refusal's message with its next step: the message alone when it already says what to do (it
 * asks something of the member: "请…") or its kind has no general remedy, else followed by the
 * kind's next step.
 */
export function refusalWithNextStep(kind: RefusalKind, message: string): string {
  const nextStep = REFUSAL_NEXT_STEPS[kind];
  if (nextStep === undefined || message.includes("请")) return message;
  const closed = /[。！？.!?]$/.test(message) ? message : `${message}。`;
  return `${closed}${nextStep}`;
}
