import { assign, fromPromise, setup } from "xstate";
import type { BusinessOption } from "./business-option.ts";
import { decideLoginSync, type LoginSyncInput, loginBackPath } from "./login-sync.ts";

/** What the header holds once logged in and in sync. */
export interface LoginSyncContext {
  readonly input: LoginSyncInput;
  readonly unreadCount: number;
  readonly businesses: readonly BusinessOption[];
}

/** Events: the session or cookies changed (re-decide), or a notice was read (reload the count). */
export type LoginSyncEvent = { readonly type: "session.changed"; readonly input: LoginSyncInput } | { readonly type: "unread.refresh" };

/**
 * Login sync of the header (spec §4). Effects are named here and provided by the app:
 * `redirectToLoginBack` (navigate to the given /login-back path), `forceLogout`, and the two
 * loaders. A failed loader keeps the previous value: the header still works without a badge.
 */
export const loginSyncMachine = setup({
  types: {
    input: {} as LoginSyncInput,
    context: {} as LoginSyncContext,
    events: {} as LoginSyncEvent,
  },
  actions: {
    redirectToLoginBack: (_, _params: { readonly path: string }) => undefined,
    forceLogout: () => undefined,
  },
  actors: {
    loadUnreadCount: fromPromise<number>(async () => 0),
    loadBusinessList: fromPromise<readonly BusinessOption[]>(async () => []),
  },
  guards: {
    needsLoginBack: ({ context }) => decideLoginSync(context.input).kind === "login-back",
    mustLogOut: ({ context }) => decideLoginSync(context.input).kind === "force-logout",
    canLoad: ({ context }) => decideLoginSync(context.input).kind === "load",
  },
}).createMachine({
  id: "loginSync",
  context: ({ input }) => ({ input, unreadCount: 0, businesses: [] }),
  initial: "deciding",
  on: {
    "session.changed": { target: ".deciding", actions: assign({ input: ({ event }) => event.input }) },
  },
  states: {
    deciding: {
      always: [
        { guard: "needsLoginBack", target: "redirecting" },
        { guard: "mustLogOut", target: "loggingOut" },
        { guard: "canLoad", target: "loading" },
        { target: "idle" },
      ],
    },
    redirecting: {
      entry: {
        type: "redirectToLoginBack",
        params: ({ context }) => {
          const decision = decideLoginSync(context.input);
          return { path: decision.kind === "login-back" ? loginBackPath(decision.token, decision.departmentId) : "/login-back" };
        },
      },
    },
    loggingOut: { entry: "forceLogout" },
    loading: {
      type: "parallel",
      states: {
        unread: {
          initial: "loading",
          states: {
            loading: {
              invoke: {
                src: "loadUnreadCount",
                onDone: { target: "done", actions: assign({ unreadCount: ({ event }) => event.output }) },
                onError: "done",
              },
            },
            done: { type: "final" },
          },
        },
        businesses: {
          initial: "loading",
          states: {
            loading: {
              invoke: {
                src: "loadBusinessList",
                onDone: { target: "done", actions: assign({ businesses: ({ event }) => event.output }) },
                onError: "done",
              },
            },
            done: { type: "final" },
          },
        },
      },
      onDone: "ready",
    },
    ready: {
      initial: "settled",
      states: {
        settled: { on: { "unread.refresh": "refreshing" } },
        refreshing: {
          invoke: {
            src: "loadUnreadCount",
            onDone: { target: "settled", actions: assign({ unreadCount: ({ event }) => event.output }) },
            onError: "settled",
          },
        },
      },
    },
    idle: {},
  },
});
