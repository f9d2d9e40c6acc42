/**
 * The life of a published project need (项目撮合): 草稿 → 已发布 → 报名截止 → 已完成, and 已撤回 from
 * any state before completion. Registration is open only while 已发布 and before the deadline; the
 * deadline passing closes registration whether or not anyone has stored 报名截止 yet (the server
 * reads `effectiveProjectState`), so no timer is needed for the rule to hold.
 */
import { keysOf } from "../labelled-keys.ts";
import type { Result } from "../result.ts";
import { tableOfEdges, transitionBy } from "../transition-table.ts";

/** The states as pages show them. */
export const PROJECT_STATE_LABELS = {
  draft: "草稿",
  published: "已发布",
  closed: "报名截止",
  completed: "已完成",
  withdrawn: "已撤回",
} as const;

export const PROJECT_STATES = keysOf(PROJECT_STATE_LABELS);
export type ProjectState = (typeof PROJECT_STATES)[number];

export const PROJECT_EVENTS = ["publish", "close", "complete", "withdraw"] as const;
export type ProjectEvent = (typeof PROJECT_EVENTS)[number];

/** Where each event may start from, and where it leads. */
const moves = tableOfEdges<ProjectState, ProjectEvent>({
  publish: { from: ["draft"], to: "published" },
  close: { from: ["published"], to: "closed" },
  complete: { from: ["closed"], to: "completed" },
  withdraw: { from: ["draft", "published", "closed"], to: "withdrawn" },
});

export type ProjectRefusalCode = "project.transition-forbidden";

/** The next state of a project after an event, or why the event is refused. */
export function transitionProject(state: ProjectState, event: ProjectEvent): Result<ProjectState, { code: ProjectRefusalCode }> {
  return transitionBy(moves, state, event, "project.transition-forbidden");
}

/** A published project whose deadline has passed is 报名截止, stored or not. */
export function effectiveProjectState(state: ProjectState, deadline: Date, now: Date): ProjectState {
  return state === "published" && deadline.getTime() <= now.getTime() ? "closed" : state;
}

export type RegistrationRefusalCode = "registration.not-open" | "registration.deadline-passed" | "registration.own-project" | "registration.duplicate";

/** Whether a business may register interest in a project now. */
export function registrationRefusal(input: {
  readonly state: ProjectState;
  readonly deadline: Date;
  readonly now: Date;
  readonly publisherBusinessId: number;
  readonly businessId: number;
  readonly alreadyRegistered: boolean;
}): RegistrationRefusalCode | null {
  if (input.publisherBusinessId === input.businessId) return "registration.own-project";
  if (input.state === "published" && input.deadline.getTime() <= input.now.getTime()) return "registration.deadline-passed";
  if (input.state === "closed") return "registration.deadline-passed";
  if (input.state !== "published") return "registration.not-open";
  if (input.alreadyRegistered) return "registration.duplicate";
  return null;
}

/** The zh-CN text of each refusal. */
export const PROJECT_MESSAGES: Readonly<Record<ProjectRefusalCode | RegistrationRefusalCode, string>> = {
  "project.transition-forbidden": "项目当前状态不能进行此操作",
  "registration.not-open": "该项目未在报名中",
  "registration.deadline-passed": "该项目报名已截止",
  "registration.own-project": "不能报名本企业发布的项目",
  "registration.duplicate": "本企业已报名该项目，请勿重复报名",
};

/** A registration: 已报名, then 已入围 when the publisher shortlists it. */
export const REGISTRATION_STATE_LABELS = { registered: "已报名", shortlisted: "已入围" } as const;
