import { Observable } from "rxjs";
import { encodeFrame, type Frame, parseFrame } from "./frame.ts";

/** What a chat socket reports, as events the connection machine consumes directly. */
export type SocketEvent =
  | { type: "socket.opened"; send: (frame: Frame) => void }
  | { type: "socket.frame"; frame: Frame }
  | { type: "socket.closed"; code: number; reason: string }
  | { type: "socket.error" };

/** The WebSocket constructor to use; the global one by default, a fake in tests. */
export type WebSocketConstructor = new (url: string) => WebSocket;

/** The query of spec §7: token, client type and the browser's uuid. */
export interface SocketQuery {
  token: string;
  client: string;
  uuid: string;
}

/** The socket address with the spec's query appended. */
export function socketUrl(base: string, { token, client, uuid }: SocketQuery): string {
  const url = new URL(base);
  url.searchParams.set("token", token);
  url.searchParams.set("client", client);
  url.searchParams.set("uuid", uuid);
  return url.toString();
}

/**
 * One WebSocket as a cold observable: subscribing opens it, unsubscribing closes it (a user close).
 * Frames that are not valid spec frames are dropped. It completes after a close or an error.
 */
export function openSocket(url: string, WebSocketImpl: WebSocketConstructor = globalThis.WebSocket): Observable<SocketEvent> {
  return new Observable<SocketEvent>((subscriber) => {
    const socket = new WebSocketImpl(url);
    const send = (frame: Frame) => {
      if (socket.readyState === 1) socket.send(encodeFrame(frame));
    };
    socket.onopen = () => subscriber.next({ type: "socket.opened", send });
    socket.onmessage = (event: MessageEvent) => {
      if (typeof event.data !== "string") return;
      const frame = parseFrame(event.data);
      if (frame) subscriber.next({ type: "socket.frame", frame });
    };
    socket.onerror = () => {
      subscriber.next({ type: "socket.error" });
      subscriber.complete();
    };
    socket.onclose = (event: CloseEvent) => {
      subscriber.next({ type: "socket.closed", code: event.code, reason: event.reason });
      subscriber.complete();
    };
    return () => {
      socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
      if (socket.readyState === 0 || socket.readyState === 1) socket.close(1000, "client close");
    };
  });
}
