import { SEND_CODE_COUNTDOWN_SECONDS } from "../constants/timing.constants.ts";
import { formatMessage } from "../messages/format-message.ts";

/** The send-code button: ready, or disabled while it counts down (spec §4). */
export type SendCodeState = { readonly status: "ready" } | { readonly status: "counting"; readonly remaining: number };

/** Button events: a code was sent, or a second passed. */
export type SendCodeEvent = { readonly type: "code.sent" } | { readonly type: "tick" };

/** The ready button. */
export const SEND_CODE_READY: SendCodeState = { status: "ready" };

/** After a send the button counts 60 seconds down, then is ready again. A send while counting changes nothing. */
export function sendCodeReducer(state: SendCodeState, event: SendCodeEvent): SendCodeState {
  if (event.type === "code.sent") return state.status === "ready" ? { status: "counting", remaining: SEND_CODE_COUNTDOWN_SECONDS } : state;
  if (state.status === "ready") return state;
  return state.remaining <= 1 ? SEND_CODE_READY : { status: "counting", remaining: state.remaining - 1 };
}

/** The button's label and whether it is disabled. */
export function sendCodeButton(state: SendCodeState): { readonly label: string; readonly disabled: boolean } {
  return state.status === "ready"
    ? { label: formatMessage("send-code.label"), disabled: false }
    : { label: formatMessage("send-code.countdown", { n: state.remaining }), disabled: true };
}
