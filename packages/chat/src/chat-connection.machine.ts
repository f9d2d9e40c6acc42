import { CHAT_HEARTBEAT_MS, CHAT_RECONNECT_POLICY, isLoginElsewhere, retryDelay } from "@cidp/domain";
import { assign, emit, fromEventObservable, setup } from "xstate";
import { openSocket, type SocketEvent, type WebSocketConstructor } from "./chat-socket.stream.ts";
import { type Frame, FrameCode } from "./frame.ts";

/** What the connection machine is started with. */
export interface ChatConnectionInput {
  /** The socket address with its query; read at every (re)connect, so a new token is used at once. */
  url: () => string;
  /** This browser's uuid; a login-elsewhere frame carrying it is our own and ignored. */
  uuid: string;
  /** The handshake message (the client's cursor); read at every open. */
  handshake: () => unknown;
  /** Source of randomness for the reconnect jitter. */
  random?: () => number;
  WebSocket?: WebSocketConstructor;
}

/** Events the connection machine accepts besides the socket's own. */
export type ChatConnectionEvent =
  | SocketEvent
  | { type: "connect" }
  | { type: "disconnect" }
  | { type: "frame.send"; frame: Frame }
  | { type: "network.online" }
  | { type: "page.visible" };

/** Events the machine emits to its host. */
export type ChatConnectionEmitted = { type: "frame"; frame: Frame } | { type: "opened" } | { type: "login-elsewhere"; uuid: unknown };

interface Context {
  url: () => string;
  uuid: string;
  handshake: () => unknown;
  random: () => number;
  WebSocket: WebSocketConstructor | undefined;
  /** Reconnect attempts since the socket was last open. */
  attempt: number;
  send: ((frame: Frame) => void) | null;
}

/**
 * The chat connection (spec §4 and §8): handshake on open, heartbeat after quiet, reconnect after
 * an unexpected close or error (5000 ms, then jittered back-off, at once when the network returns
 * or the page becomes visible), never after a user close; a login-elsewhere frame with another
 * browser's uuid ends it.
 */
export const chatConnectionMachine = setup({
  types: {
    context: {} as Context,
    input: {} as ChatConnectionInput,
    events: {} as ChatConnectionEvent,
    emitted: {} as ChatConnectionEmitted,
  },
  actors: {
    socket: fromEventObservable(({ input }: { input: { url: string; WebSocket: WebSocketConstructor | undefined } }) => openSocket(input.url, input.WebSocket)),
  },
  delays: {
    heartbeat: CHAT_HEARTBEAT_MS,
    // Attempts count from 0; the policy never gives up, so its delay is never null.
    reconnect: ({ context }) => retryDelay(CHAT_RECONNECT_POLICY, context.attempt + 1, { random: context.random }) ?? CHAT_RECONNECT_POLICY.delayMs,
  },
  guards: {
    isLoginElsewhere: ({ context, event }) => event.type === "socket.frame" && isLoginElsewhere(event.frame, context.uuid),
  },
  actions: {
    keepSend: assign({ send: ({ event }: { event: ChatConnectionEvent }) => (event.type === "socket.opened" ? event.send : null), attempt: () => 0 }),
    dropSend: assign({ send: null }),
    countAttempt: assign({ attempt: ({ context }) => context.attempt + 1 }),
    resetAttempt: assign({ attempt: 0 }),
    sendHandshake: ({ context }) => context.send?.({ code: FrameCode.handshake, message: context.handshake() }),
    sendHeartbeat: ({ context }) => context.send?.({ code: FrameCode.heartbeat, message: null }),
    sendFrame: ({ context, event }) => {
      if (event.type === "frame.send") context.send?.(event.frame);
    },
    emitOpened: emit({ type: "opened" }),
    emitFrame: emit(({ event }) => ({ type: "frame" as const, frame: (event as Extract<ChatConnectionEvent, { type: "socket.frame" }>).frame })),
    emitLoginElsewhere: emit(({ event }) => ({
      type: "login-elsewhere" as const,
      uuid: (event as Extract<ChatConnectionEvent, { type: "socket.frame" }>).frame.message,
    })),
  },
}).createMachine({
  id: "chatConnection",
  context: ({ input }) => ({
    url: input.url,
    uuid: input.uuid,
    handshake: input.handshake,
    random: input.random ?? Math.random,
    WebSocket: input.WebSocket,
    attempt: 0,
    send: null,
  }),
  initial: "idle",
  states: {
    idle: { on: { connect: "active" } },
    active: {
      invoke: { src: "socket", input: ({ context }) => ({ url: context.url(), WebSocket: context.WebSocket }) },
      initial: "connecting",
      states: {
        connecting: { on: { "socket.opened": { target: "open", actions: "keepSend" } } },
        open: {
          entry: ["sendHandshake", "emitOpened"],
          initial: "quiet",
          states: {
            // Re-entered on any traffic, so the heartbeat goes out only after 3000 ms of silence.
            quiet: {
              after: { heartbeat: { target: "quiet", reenter: true, actions: "sendHeartbeat" } },
              on: {
                "socket.frame": [
                  { guard: "isLoginElsewhere", target: "#chatConnection.loggedOut", actions: "emitLoginElsewhere" },
                  { target: "quiet", reenter: true, actions: "emitFrame" },
                ],
                "frame.send": { target: "quiet", reenter: true, actions: "sendFrame" },
              },
            },
          },
        },
      },
      on: {
        "socket.closed": "waiting",
        "socket.error": "waiting",
        disconnect: "closed",
      },
      exit: "dropSend",
    },
    waiting: {
      after: { reconnect: { target: "active", actions: "countAttempt" } },
      on: {
        "network.online": { target: "active", actions: "countAttempt" },
        "page.visible": { target: "active", actions: "countAttempt" },
        disconnect: "closed",
      },
    },
    closed: { entry: "resetAttempt", on: { connect: "active" } },
    loggedOut: { entry: "resetAttempt", on: { connect: "active" } },
  },
});
