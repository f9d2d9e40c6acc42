import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor } from "xstate";
import { chatConnectionMachine } from "./chat-connection.machine.ts";
import type { WebSocketConstructor } from "./chat-socket.stream.ts";
import { FrameCode } from "./frame.ts";
import { FakeWebSocket } from "./internal/fake-web-socket.ts";

const UUID = "browser-1";

function start(random = () => 0.5) {
  const emitted: { type: string; [key: string]: unknown }[] = [];
  const actor = createActor(chatConnectionMachine, {
    input: {
      url: () => "ws://chat.test/ws?token=t",
      uuid: UUID,
      handshake: () => ({ cursor: { a: 3 } }),
      random,
      WebSocket: FakeWebSocket as unknown as WebSocketConstructor,
    },
  });
  actor.on("*", (event) => emitted.push(event as never));
  actor.start();
  actor.send({ type: "connect" });
  return { actor, emitted };
}

const codes = (socket: FakeWebSocket) => socket.sent.map((frame) => frame.code);

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});
afterEach(() => vi.useRealTimers());

describe("chat connection machine", () => {
  it("sends the handshake with the cursor as soon as the socket opens", () => {
    const { actor, emitted } = start();
    expect(actor.getSnapshot().matches({ active: "connecting" })).toBe(true);
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe("ws://chat.test/ws?token=t");
    socket.open();
    expect(socket.sent).toEqual([{ code: FrameCode.handshake, message: { cursor: { a: 3 } } }]);
    expect(emitted).toContainEqual({ type: "opened" });
  });

  it("sends a heartbeat 3000 ms after the last activity, in either direction", () => {
    start();
    const socket = FakeWebSocket.latest();
    socket.open();
    vi.advanceTimersByTime(2_999);
    expect(codes(socket)).toEqual([FrameCode.handshake]);
    vi.advanceTimersByTime(1);
    expect(codes(socket)).toEqual([FrameCode.handshake, FrameCode.heartbeat]);
    vi.advanceTimersByTime(2_000);
    socket.receive({ code: FrameCode.message, message: { id: "m1" } });
    vi.advanceTimersByTime(2_999);
    expect(codes(socket)).toEqual([FrameCode.handshake, FrameCode.heartbeat]);
    vi.advanceTimersByTime(1);
    expect(codes(socket)).toEqual([FrameCode.handshake, FrameCode.heartbeat, FrameCode.heartbeat]);
  });

  it("an outgoing frame also postpones the heartbeat", () => {
    const { actor } = start();
    const socket = FakeWebSocket.latest();
    socket.open();
    vi.advanceTimersByTime(2_500);
    actor.send({ type: "frame.send", frame: { code: FrameCode.message, message: { content: "你好" } } });
    vi.advanceTimersByTime(2_999);
    expect(codes(socket)).toEqual([FrameCode.handshake, FrameCode.message]);
    vi.advanceTimersByTime(1);
    expect(codes(socket)).toEqual([FrameCode.handshake, FrameCode.message, FrameCode.heartbeat]);
  });

  it("forwards incoming frames to the host", () => {
    const { emitted } = start();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().receive({ code: FrameCode.readReceipt, message: { chatId: "a" } });
    expect(emitted).toContainEqual({ type: "frame", frame: { code: FrameCode.readReceipt, message: { chatId: "a" } } });
  });

  it.each([
    ["an unexpected close", (socket: FakeWebSocket) => socket.drop()],
    ["an error", (socket: FakeWebSocket) => socket.fail()],
  ])("reconnects 5000 ms after %s", (_, cut) => {
    const { actor } = start();
    FakeWebSocket.latest().open();
    cut(FakeWebSocket.latest());
    expect(actor.getSnapshot().value).toBe("waiting");
    vi.advanceTimersByTime(4_999);
    expect(FakeWebSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(2);
    expect(actor.getSnapshot().matches({ active: "connecting" })).toBe(true);
  });

  it("backs off with jitter while the server stays away, and starts over once connected", () => {
    start(() => 0.5);
    FakeWebSocket.latest().drop();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const before = FakeWebSocket.instances.length;
      let waited = 0;
      while (FakeWebSocket.instances.length === before) {
        vi.advanceTimersByTime(100);
        waited += 100;
      }
      waits.push(waited);
      FakeWebSocket.latest().drop();
    }
    // 5000 first, then half of min(60 s, 5000 * 2^n).
    expect(waits).toEqual([5_000, 5_000, 10_000, 20_000, 30_000, 30_000]);
    vi.advanceTimersByTime(30_000);
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().drop();
    const before = FakeWebSocket.instances.length;
    vi.advanceTimersByTime(5_000);
    expect(FakeWebSocket.instances).toHaveLength(before + 1);
  });

  it.each([["network.online" as const], ["page.visible" as const]])("reconnects at once on %s while waiting", (type) => {
    const { actor } = start();
    FakeWebSocket.latest().drop();
    actor.send({ type });
    expect(FakeWebSocket.instances).toHaveLength(2);
  });

  it("a user close closes the socket and never reconnects, whatever happens next", () => {
    const { actor } = start();
    const socket = FakeWebSocket.latest();
    socket.open();
    actor.send({ type: "disconnect" });
    expect(actor.getSnapshot().value).toBe("closed");
    expect(socket.closedWith).toBe(1000);
    actor.send({ type: "network.online" });
    actor.send({ type: "page.visible" });
    actor.send({ type: "socket.closed", code: 1006, reason: "" });
    vi.advanceTimersByTime(10 * 60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(socket.sent.filter((f) => f.code === FrameCode.heartbeat)).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe("closed");
  });

  it("a user close while waiting cancels the pending reconnect", () => {
    const { actor } = start();
    FakeWebSocket.latest().drop();
    actor.send({ type: "disconnect" });
    vi.advanceTimersByTime(120_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it("logs out on login elsewhere with a different uuid and does not reconnect", () => {
    const { actor, emitted } = start();
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.receive({ code: FrameCode.loginElsewhere, message: "browser-2" });
    expect(actor.getSnapshot().value).toBe("loggedOut");
    expect(emitted).toContainEqual({ type: "login-elsewhere", uuid: "browser-2" });
    expect(socket.closedWith).toBe(1000);
    vi.advanceTimersByTime(120_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it("ignores login elsewhere carrying this browser's own uuid (a second tab)", () => {
    const { actor, emitted } = start();
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.receive({ code: FrameCode.loginElsewhere, message: UUID });
    expect(actor.getSnapshot().matches({ active: "open" })).toBe(true);
    expect(emitted.filter((e) => e.type === "login-elsewhere")).toEqual([]);
  });

  it("does not send frames while disconnected", () => {
    const { actor } = start();
    const socket = FakeWebSocket.latest();
    actor.send({ type: "frame.send", frame: { code: FrameCode.message, message: "x" } });
    expect(socket.sent).toEqual([]);
  });
});
