import { type ChatClient, chatPaths, createChatApi, createChatClient, createIndexedDbOutbox, createMemoryOutbox } from "@cidp/chat";
import { useEffect, useRef, useState } from "react";
import { browserApiClient } from "../api/browser-client.ts";
import { forceLogout, LOGOUT_EVENT } from "../logout.ts";

/** The tab's one chat engine, shared by whoever needs it (the header's badge, the chat pages). */
interface SharedEngine {
  ready: Promise<{ engine: ChatClient; dispose: () => void }>;
  users: number;
  listeners: Set<() => void>;
}

let shared: SharedEngine | null = null;

/**
 * Creates the engine of this tab. The socket goes through the portal's /api proxy, which adds the
 * session from the HttpOnly cookies, so the page never holds a token.
 */
async function createEngine(listeners: ReadonlySet<() => void>): Promise<{ engine: ChatClient; dispose: () => void }> {
  const api = createChatApi(browserApiClient());
  const me = await api.me();
  const engine = createChatClient({
    socketUrl: `${window.location.protocol === "https:" ? "wss" : "ws"}://${window.location.host}${chatPaths.socket}`,
    getToken: () => null,
    userId: me.id,
    api,
    storage: window.localStorage,
    outbox: typeof indexedDB === "undefined" ? createMemoryOutbox() : createIndexedDbOutbox(),
    isVisible: () => document.visibilityState === "visible",
    onLoginElsewhere: () => {
      for (const listener of listeners) listener();
      // Spec §4: the forced logout ends the session and clears what the member left here, then home after 1200 ms.
      forceLogout();
    },
  });
  const onVisibility = () => engine.setVisible(document.visibilityState === "visible");
  const onOnline = () => engine.online();
  // Spec §4: a logout closes the message connection and clears the chat messages and outbox.
  const onLogout = () => void engine.clear();
  document.addEventListener("visibilitychange", onVisibility);
  window.addEventListener("online", onOnline);
  window.addEventListener(LOGOUT_EVENT, onLogout);
  await engine.start();
  return {
    engine,
    dispose() {
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("online", onOnline);
      window.removeEventListener(LOGOUT_EVENT, onLogout);
      engine.stop();
    },
  };
}

function acquire(listener: () => void): SharedEngine {
  if (!shared) {
    const listeners = new Set<() => void>();
    const entry: SharedEngine = { ready: createEngine(listeners), users: 0, listeners };
    // A failed start (logged out meanwhile, network) is retried by the next user.
    entry.ready.catch(() => {
      if (shared === entry) shared = null;
    });
    shared = entry;
  }
  shared.users += 1;
  shared.listeners.add(listener);
  return shared;
}

function release(entry: SharedEngine, listener: () => void) {
  entry.listeners.delete(listener);
  entry.users -= 1;
  if (entry.users > 0) return;
  if (shared === entry) shared = null;
  void entry.ready.then(({ dispose }) => dispose()).catch(() => undefined);
}

/**
 * The tab's chat engine for a logged-in member, or null until it has started (and for visitors).
 * Every caller in the tab gets the same engine, so the header's unread badge and the chat page
 * read one store, and the tab holds at most one share of the browser's one socket.
 */
export function useChatEngine(loggedIn: boolean, onLoginElsewhere: () => void): ChatClient | null {
  const [client, setClient] = useState<ChatClient | null>(null);
  // The latest callback, so a caller passing a new function each render does not restart the engine.
  const notify = useRef(onLoginElsewhere);
  notify.current = onLoginElsewhere;
  useEffect(() => {
    if (!loggedIn) return;
    let disposed = false;
    const listener = () => notify.current();
    const entry = acquire(listener);
    void entry.ready
      .then(({ engine }) => {
        if (!disposed) setClient(engine);
      })
      .catch(() => undefined);
    return () => {
      disposed = true;
      setClient(null);
      release(entry, listener);
    };
  }, [loggedIn]);
  return client;
}
