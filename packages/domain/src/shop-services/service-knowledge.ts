/**
 * A knowledge article a service provider writes for its shop: 草稿 → 审核中 → 已发布 / 已驳回. The
 * platform's operator reviews it before it is public; published, it is an article of the public
 * knowledge base. A refused one may be edited and submitted again; a published one is final.
 */
import { keysOf } from "../labelled-keys.ts";
import type { Result } from "../result.ts";
import { type TransitionTable, transitionBy } from "../transition-table.ts";
import { textOfHtml } from "./shop-service.ts";

/** `pending` is 审核中 (the knowledge base's review queue names it so). */
export const SERVICE_KNOWLEDGE_STATE_LABELS = {
  draft: "草稿",
  pending: "审核中",
  published: "已发布",
  rejected: "已驳回",
} as const;

export const SERVICE_KNOWLEDGE_STATES = keysOf(SERVICE_KNOWLEDGE_STATE_LABELS);
export type ServiceKnowledgeState = (typeof SERVICE_KNOWLEDGE_STATES)[number];

export const SERVICE_KNOWLEDGE_EVENTS = ["edit", "submit", "approve", "reject"] as const;
export type ServiceKnowledgeEvent = (typeof SERVICE_KNOWLEDGE_EVENTS)[number];

const moves: TransitionTable<ServiceKnowledgeState, ServiceKnowledgeEvent> = {
  edit: { draft: "draft", rejected: "draft" },
  submit: { draft: "pending", rejected: "pending" },
  approve: { pending: "published" },
  reject: { pending: "rejected" },
};

export function transitionServiceKnowledge(
  state: ServiceKnowledgeState,
  event: ServiceKnowledgeEvent,
): Result<ServiceKnowledgeState, { code: "service-knowledge.transition-forbidden" }> {
  return transitionBy(moves, state, event, "service-knowledge.transition-forbidden");
}

export interface ServiceKnowledgeDraft {
  readonly title: string;
  readonly summary: string;
  readonly body: string;
}

/** Every rule an article breaks, by field, in Chinese (the same as the knowledge base's 投稿). */
export function checkServiceKnowledgeDraft(draft: ServiceKnowledgeDraft): Partial<Record<keyof ServiceKnowledgeDraft, string>> {
  const errors: Partial<Record<keyof ServiceKnowledgeDraft, string>> = {};
  const title = draft.title.trim();
  if (title.length < 5) errors.title = "标题至少5个字";
  else if (title.length > 100) errors.title = "标题不能超过100个字";
  if (draft.summary.trim().length > 200) errors.summary = "摘要不能超过200个字";
  const body = textOfHtml(draft.body);
  if (body.length < 50) errors.body = "正文至少50个字";
  else if (draft.body.length > 20_000) errors.body = "正文不能超过20000个字";
  return errors;
}
