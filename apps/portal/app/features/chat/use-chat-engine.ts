import { createApiClient } from "@cidp/api-client";
import { type ChatClient, createChatApi, createChatClient, createIndexedDbOutbox, createMemoryOutbox } from "@cidp/chat";
import { useEffect, useState } from "react";

/** Forced-logout pause of spec §9 before leaving the page. */
const FORCED_LOGOUT_MS = 1_200;

/**
 * The page's chat engine, created in the browser once the member is logged in and stopped when the
 * page goes. The socket goes through the portal's /api proxy, which adds the session from the
 * HttpOnly cookies, so the page never holds a token.
 */
export function useChatEngine(loggedIn: boolean, onLoginElsewhere: () => void): ChatClient | null {
  const [client, setClient] = useState<ChatClient | null>(null);
  useEffect(() => {
    if (!loggedIn) return;
    let disposed = false;
    let engine: ChatClient | null = null;
    const api = createChatApi(createApiClient({ baseURL: window.location.origin }));
    const onVisibility = () => engine?.setVisible(document.visibilityState === "visible");
    const onOnline = () => engine?.online();
    void api
      .me()
      .then((me) => {
        if (disposed) return;
        engine = createChatClient({
          socketUrl: `${window.location.protocol === "https:" ? "wss" : "ws"}://${window.location.host}/api/sys/ws`,
          getToken: () => null,
          userId: me.id,
          api,
          storage: window.localStorage,
          outbox: typeof indexedDB === "undefined" ? createMemoryOutbox() : createIndexedDbOutbox(),
          isVisible: () => document.visibilityState === "visible",
          onLoginElsewhere: () => {
            onLoginElsewhere();
            // Spec §4: the forced logout ends the session, then home after 1200 ms.
            void fetch("/session/logout", { method: "POST" }).finally(() => setTimeout(() => window.location.assign("/default/home"), FORCED_LOGOUT_MS));
          },
        });
        document.addEventListener("visibilitychange", onVisibility);
        window.addEventListener("online", onOnline);
        setClient(engine);
        void engine.start();
      })
      .catch(() => undefined);
    return () => {
      disposed = true;
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("online", onOnline);
      engine?.stop();
      setClient(null);
    };
  }, [loggedIn, onLoginElsewhere]);
  return client;
}
