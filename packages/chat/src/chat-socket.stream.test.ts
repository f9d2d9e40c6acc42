import { describe, expect, it } from "vitest";
import { openSocket, type SocketEvent, socketUrl, type WebSocketConstructor } from "./chat-socket.stream.ts";
import { FrameCode } from "./frame.ts";
import { FakeWebSocket } from "./internal/fake-web-socket.ts";

describe("chat socket stream", () => {
  it("puts token, client and uuid in the query", () => {
    const url = new URL(socketUrl("wss://im.example.cn/ws", { token: "a b", client: "pc", uuid: "u-1" }));
    expect(Object.fromEntries(url.searchParams)).toEqual({ token: "a b", client: "pc", uuid: "u-1" });
  });

  it("emits open, valid frames only, then the close, and completes", () => {
    FakeWebSocket.reset();
    const events: SocketEvent["type"][] = [];
    let completed = false;
    openSocket("ws://x", FakeWebSocket as unknown as WebSocketConstructor).subscribe({ next: (e) => events.push(e.type), complete: () => (completed = true) });
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.receive({ code: FrameCode.message, message: 1 });
    socket.onmessage?.({ data: "not json" });
    socket.onmessage?.({ data: '{"code":9}' });
    socket.drop();
    expect(events).toEqual(["socket.opened", "socket.frame", "socket.closed"]);
    expect(completed).toBe(true);
  });

  it("closes the socket when unsubscribed, and sends only while open", () => {
    FakeWebSocket.reset();
    let send: ((f: { code: 0; message: null }) => void) | undefined;
    const subscription = openSocket("ws://x", FakeWebSocket as unknown as WebSocketConstructor).subscribe((e) => {
      if (e.type === "socket.opened") send = e.send;
    });
    const socket = FakeWebSocket.latest();
    socket.open();
    send?.({ code: 0, message: null });
    subscription.unsubscribe();
    send?.({ code: 0, message: null });
    expect(socket.sent).toHaveLength(1);
    expect(socket.closedWith).toBe(1000);
  });
});
