import { describe, expect, it } from "vitest";
import { type ExpectedTransitions, itFollowsTransitions, walkEvents } from "../testing/transition-cases.ts";
import {
  checkServiceKnowledgeDraft,
  SERVICE_KNOWLEDGE_EVENTS,
  type ServiceKnowledgeEvent,
  type ServiceKnowledgeState,
  transitionServiceKnowledge,
} from "./service-knowledge.ts";

const table: ExpectedTransitions<ServiceKnowledgeState, ServiceKnowledgeEvent> = {
  draft: { edit: "draft", submit: "pending", approve: "refused", reject: "refused" },
  pending: { edit: "refused", submit: "refused", approve: "published", reject: "rejected" },
  published: { edit: "refused", submit: "refused", approve: "refused", reject: "refused" },
  rejected: { edit: "draft", submit: "pending", approve: "refused", reject: "refused" },
};

describe("service knowledge states", () => {
  itFollowsTransitions(table, transitionServiceKnowledge, "service-knowledge.transition-forbidden");

  it("publishes only through review and never leaves 已发布", () => {
    walkEvents<ServiceKnowledgeState, ServiceKnowledgeEvent>(
      { from: "draft", events: SERVICE_KNOWLEDGE_EVENTS, transition: transitionServiceKnowledge },
      (state, event, result) => {
        if (state === "published") expect(result.ok).toBe(false);
        if (result.ok && result.value === "published") expect([state, event]).toEqual(["pending", "approve"]);
      },
    );
  });
});

describe("checkServiceKnowledgeDraft", () => {
  const body = `<p>${"桩基检测应在混凝土达到设计强度后进行，低应变法抽检数量不少于总桩数的20%。".repeat(2)}</p>`;
  it("accepts a complete article and names each broken field", () => {
    expect(checkServiceKnowledgeDraft({ title: "桩基检测时间与抽检比例", summary: "", body })).toEqual({});
    expect(checkServiceKnowledgeDraft({ title: "桩基", summary: "摘".repeat(201), body: "<p>太短</p>" })).toEqual({
      title: "标题至少5个字",
      summary: "摘要不能超过200个字",
      body: "正文至少50个字",
    });
  });
});
