import { describe, expect, it } from "vitest";
import { INVITATION_STATES, type InvitationEvent, type InvitationState, transitionInvitation } from "./invitation.ts";

const NOW = Date.UTC(2026, 10, 23, 8);
const events = {
  view: { type: "view" },
  participate: { type: "respond", participate: true },
  decline: { type: "respond", participate: false, reason: "不经营该品类" },
  quote: { type: "quote" },
  revoke: { type: "revoke", now: NOW, deadline: NOW + 1000 },
} satisfies Record<string, InvitationEvent>;

type Outcome = InvitationState | "refused";
const R = "refused";
const table: Record<InvitationState, Record<keyof typeof events, Outcome>> = {
  invited: { view: "viewed", participate: "participating", decline: "declined", quote: "quoted", revoke: "revoked" },
  viewed: { view: "viewed", participate: "participating", decline: "declined", quote: "quoted", revoke: "revoked" },
  participating: { view: "participating", participate: "participating", decline: R, quote: "quoted", revoke: "revoked" },
  declined: { view: "declined", participate: R, decline: "declined", quote: R, revoke: "revoked" },
  quoted: { view: "quoted", participate: R, decline: R, quote: "quoted", revoke: R },
  revoked: { view: R, participate: R, decline: R, quote: R, revoke: "revoked" },
};

describe("transitionInvitation: every state × every event", () => {
  for (const state of INVITATION_STATES) {
    for (const [name, event] of Object.entries(events) as [keyof typeof events, InvitationEvent][]) {
      const expected = table[state][name];
      it(`${state} + ${name} → ${expected}`, () => {
        const result = transitionInvitation(state, event);
        if (expected === "refused") expect(result.ok).toBe(false);
        else expect(result).toEqual({ ok: true, value: { state: expected, changed: expected !== state } });
      });
    }
  }

  it.each([
    ["declining without a reason", "viewed", { type: "respond", participate: false }, "invitation.reason-required"],
    ["revoking after the deadline", "viewed", { type: "revoke", now: NOW, deadline: NOW }, "invitation.deadline-passed"],
  ] as const)("refuses %s", (_name, state, event, code) => {
    expect(transitionInvitation(state, event as InvitationEvent)).toEqual({ ok: false, code });
  });
});
