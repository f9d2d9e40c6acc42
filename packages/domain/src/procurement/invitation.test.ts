import { describe, expect, it } from "vitest";
import { itAnswersEveryEvent, type OutcomeTable, REFUSED as R, SAME as S } from "../testing/transition-cases.ts";
import { INVITATION_STATES, type InvitationEvent, type InvitationState, transitionInvitation } from "./invitation.ts";

const NOW = Date.UTC(2026, 10, 23, 8);
const events = {
  view: { type: "view" },
  participate: { type: "respond", participate: true },
  decline: { type: "respond", participate: false, reason: "不经营该品类" },
  quote: { type: "quote" },
  revoke: { type: "revoke", now: NOW, deadline: NOW + 1000 },
} satisfies Record<string, InvitationEvent>;

const table: OutcomeTable<InvitationState, keyof typeof events> = {
  invited: { view: "viewed", participate: "participating", decline: "declined", quote: "quoted", revoke: "revoked" },
  viewed: { view: S, participate: "participating", decline: "declined", quote: "quoted", revoke: "revoked" },
  participating: { view: S, participate: S, decline: R, quote: "quoted", revoke: "revoked" },
  declined: { view: S, participate: R, decline: S, quote: R, revoke: "revoked" },
  quoted: { view: S, participate: R, decline: R, quote: S, revoke: R },
  revoked: { view: R, participate: R, decline: R, quote: R, revoke: S },
};

describe("transitionInvitation: every state × every event", () => {
  itAnswersEveryEvent(INVITATION_STATES, events, table, null, transitionInvitation);

  it.each([
    ["declining without a reason", "viewed", { type: "respond", participate: false }, "invitation.reason-required"],
    ["revoking after the deadline", "viewed", { type: "revoke", now: NOW, deadline: NOW }, "invitation.deadline-passed"],
  ] as const)("refuses %s", (_name, state, event, code) => {
    expect(transitionInvitation(state, event as InvitationEvent)).toEqual({ ok: false, code });
  });
});
