import { encodeFrame, type Frame } from "../frame.ts";

/** A scriptable stand-in for the browser WebSocket, for machine and client tests. */
export class FakeWebSocket {
  static instances: FakeWebSocket[] = [];
  static reset() {
    FakeWebSocket.instances = [];
  }
  static latest(): FakeWebSocket {
    const socket = FakeWebSocket.instances[FakeWebSocket.instances.length - 1];
    if (!socket) throw new Error("no socket was opened");
    return socket;
  }

  readyState = 0;
  sent: Frame[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;

  constructor(readonly url: string) {
    FakeWebSocket.instances.push(this);
  }

  send(text: string) {
    this.sent.push(JSON.parse(text) as Frame);
  }

  close(code = 1000) {
    this.closedWith = code;
    this.readyState = 3;
  }

  /** The server accepts the connection. */
  open() {
    this.readyState = 1;
    this.onopen?.();
  }

  /** The server sends a frame. */
  receive(frame: Frame) {
    this.onmessage?.({ data: encodeFrame(frame) });
  }

  /** The server (or the network) drops the connection. */
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code, reason: "" });
  }

  fail() {
    this.readyState = 3;
    this.onerror?.();
  }
}
