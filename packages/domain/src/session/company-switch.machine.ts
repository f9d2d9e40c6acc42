import { assign, fromPromise, setup } from "xstate";
import { COMPANY_SWITCH_RELOAD_DELAY_MS } from "../constants/timing.constants.ts";

/** Where a switch stands: the business in use, the one asked for, its new token, and why the last attempt failed. */
export interface CompanySwitchContext {
  readonly currentBusinessId: string | null;
  readonly targetBusinessId: string | null;
  readonly token: string | null;
  readonly error: unknown;
}

/** The member picked a business in the company selector. */
export type CompanySwitchEvent = { readonly type: "company.selected"; readonly businessId: string };

/**
 * Switching company (spec §4): set the chosen business, request its token, store it in state
 * and cookies, reload user info, save state, then reload the page after 100 ms. Picking the
 * business already in use does nothing; a pick while a switch runs is ignored, so two token
 * requests never race. Storing is an effect that may fail (a web page hands the token to its
 * server, which sets HttpOnly cookies): a failed token request or store puts the previous
 * business back and reports, and nothing else happens.
 */
export const companySwitchMachine = setup({
  types: {
    input: {} as { readonly currentBusinessId: string | null },
    context: {} as CompanySwitchContext,
    events: {} as CompanySwitchEvent,
  },
  actions: {
    setBusiness: (_, _params: { readonly businessId: string }) => undefined,
    saveState: (_, _params: { readonly businessId: string }) => undefined,
    reloadPage: () => undefined,
    reportFailure: (_, _params: { readonly error: unknown }) => undefined,
  },
  actors: {
    requestToken: fromPromise<string, { readonly businessId: string }>(async () => ""),
    storeToken: fromPromise<void, { readonly token: string; readonly businessId: string }>(async () => undefined),
    reloadUserInfo: fromPromise<void>(async () => undefined),
  },
  guards: {
    isOtherBusiness: ({ context, event }) => event.businessId !== "" && event.businessId !== context.currentBusinessId,
  },
  delays: { reloadDelay: COMPANY_SWITCH_RELOAD_DELAY_MS },
}).createMachine({
  id: "companySwitch",
  context: ({ input }) => ({ currentBusinessId: input.currentBusinessId, targetBusinessId: null, token: null, error: null }),
  initial: "idle",
  states: {
    idle: {
      on: {
        "company.selected": {
          guard: "isOtherBusiness",
          target: "requestingToken",
          actions: [
            assign({ targetBusinessId: ({ event }) => event.businessId, error: null }),
            { type: "setBusiness", params: ({ event }) => ({ businessId: event.businessId }) },
          ],
        },
      },
    },
    requestingToken: {
      invoke: {
        src: "requestToken",
        input: ({ context }) => ({ businessId: context.targetBusinessId ?? "" }),
        onDone: { target: "storingToken", actions: assign({ token: ({ event }) => event.output }) },
        onError: {
          target: "idle",
          actions: [
            assign({ error: ({ event }) => event.error, targetBusinessId: null }),
            { type: "setBusiness", params: ({ context }) => ({ businessId: context.currentBusinessId ?? "" }) },
            { type: "reportFailure", params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    storingToken: {
      invoke: {
        src: "storeToken",
        input: ({ context }) => ({ token: context.token ?? "", businessId: context.targetBusinessId ?? "" }),
        onDone: { target: "reloadingUserInfo", actions: assign({ currentBusinessId: ({ context }) => context.targetBusinessId }) },
        onError: {
          target: "idle",
          actions: [
            assign({ error: ({ event }) => event.error, targetBusinessId: null, token: null }),
            { type: "setBusiness", params: ({ context }) => ({ businessId: context.currentBusinessId ?? "" }) },
            { type: "reportFailure", params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    // The new token is stored either way; user info that fails to load is fetched again after the reload.
    reloadingUserInfo: {
      invoke: { src: "reloadUserInfo", onDone: "saving", onError: "saving" },
    },
    saving: {
      entry: { type: "saveState", params: ({ context }) => ({ businessId: context.currentBusinessId ?? "" }) },
      after: { reloadDelay: "reloading" },
    },
    reloading: { type: "final", entry: "reloadPage" },
  },
});
