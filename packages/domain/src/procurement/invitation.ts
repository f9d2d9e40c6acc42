/**
 * A supplier's invitation to a sheet (../procurement.md): 已邀请 → 已查看 → 参与 / 不参与 → 已报价,
 * revocable (已撤销) by the buyer before the deadline. Each step goes into the exportable history.
 */
import { keysOf } from "../labelled-keys.ts";
import type { Result } from "../result.ts";

export const INVITATION_STATE_LABELS = {
  invited: "已邀请",
  viewed: "已查看",
  participating: "参与",
  declined: "不参与",
  quoted: "已报价",
  revoked: "已撤销",
} as const;

export const INVITATION_STATES = keysOf(INVITATION_STATE_LABELS);
export type InvitationState = (typeof INVITATION_STATES)[number];

export type InvitationEvent =
  | { readonly type: "view" }
  | { readonly type: "respond"; readonly participate: boolean; readonly reason?: string }
  | { readonly type: "quote" }
  | { readonly type: "revoke"; readonly now: number; readonly deadline: number };

export type InvitationRefusalCode = "invitation.transition-forbidden" | "invitation.reason-required" | "invitation.deadline-passed";

export type InvitationResult = Result<{ readonly state: InvitationState; readonly changed: boolean }, { readonly code: InvitationRefusalCode }>;

const refuse = (code: InvitationRefusalCode): InvitationResult => ({ ok: false, code });
const to = (from: InvitationState, state: InvitationState): InvitationResult => ({ ok: true, value: { state, changed: from !== state } });

export function transitionInvitation(state: InvitationState, event: InvitationEvent): InvitationResult {
  if (state === "revoked") return event.type === "revoke" ? to(state, state) : refuse("invitation.transition-forbidden");
  switch (event.type) {
    case "view":
      // Viewing again later changes nothing: the first view is what the history records.
      return to(state, state === "invited" ? "viewed" : state);
    case "respond": {
      if (!event.participate && (event.reason ?? "").trim() === "") return refuse("invitation.reason-required");
      const target = event.participate ? "participating" : "declined";
      if (state === target) return to(state, state);
      return state === "invited" || state === "viewed" ? to(state, target) : refuse("invitation.transition-forbidden");
    }
    case "quote":
      if (state === "declined") return refuse("invitation.transition-forbidden");
      return to(state, "quoted");
    case "revoke":
      if (event.now >= event.deadline) return refuse("invitation.deadline-passed");
      return state === "quoted" ? refuse("invitation.transition-forbidden") : to(state, "revoked");
  }
}
