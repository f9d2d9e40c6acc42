// What both pages share: the member's session, handed over by the platform's login site, and the
// two packages set up for this site's origin.
import { type ChatClient, chatPaths, createChatApi, createChatClient, createFetchApiClient, createMemoryOutbox } from "@cidp/chat";
import { createFetchUploadApi, createIndexedDbCheckpointStore, StorageProfiles, type UploaderOptions } from "@cidp/upload";

/** The platform token and the selected company, as the login site's hand-off gives them. */
export interface Session {
  token: string;
  companyId: string;
}

const SESSION_KEY = "sibling-site:session";

/**
 * The hand-off: after a log-in (or the portal's /session/handoff) the platform sends the browser
 * to this site's `/login-back?token=…&switchtocompanyid=…&target=…`. The page keeps the token for
 * the tab and goes on to `target` with a clean address. Answers the session, or null while leaving.
 */
export function takeSession(): Session | null {
  if (location.pathname === "/login-back") {
    const query = new URLSearchParams(location.search);
    const token = query.get("token");
    if (token) sessionStorage.setItem(SESSION_KEY, JSON.stringify({ token, companyId: query.get("switchtocompanyid") ?? "" }));
    const target = query.get("target") ?? "/";
    location.replace(target.startsWith("/") && !target.startsWith("//") ? target : "/");
    return null;
  }
  const saved = sessionStorage.getItem(SESSION_KEY);
  return saved ? (JSON.parse(saved) as Session) : null;
}

/** The uploader's settings: the platform's upload calls with the spec's upload headers, resumable across reloads. */
export function uploadOptions(session: Session, onMessage: (text: string) => void): UploaderOptions {
  return {
    api: createFetchUploadApi({ baseUrl: "", getHeaders: () => ({ token: session.token, "x-switch-company-id": session.companyId }) }),
    // Only a fallback: the register answer names the store (the platform's, through this site's /api).
    storage: { endpoint: location.origin, region: "cn-north-1", profile: StorageProfiles.s3 },
    rules: { accept: ["txt", "pdf", "png", "jpg"], maxSizeMb: 10, limit: 5 },
    checkpoints: createIndexedDbCheckpointStore(),
    onMessage: (message) => onMessage(message.text),
  };
}

/** Starts the chat engine for the signed-in member: REST and the socket through this site's /api. */
export async function startChat(session: Session): Promise<{ chat: ChatClient; me: { id: string; name: string } }> {
  const api = createChatApi(createFetchApiClient({ baseURL: "", getSession: () => ({ platformToken: session.token, companyId: session.companyId }) }));
  const me = await api.me();
  const chat = createChatClient({
    socketUrl: `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}${chatPaths.socket}`,
    getToken: () => session.token,
    userId: me.id,
    api,
    storage: localStorage,
    outbox: createMemoryOutbox(),
    isVisible: () => document.visibilityState === "visible",
    onLoginElsewhere: () => sessionStorage.removeItem(SESSION_KEY),
  });
  document.addEventListener("visibilitychange", () => chat.setVisible(document.visibilityState === "visible"));
  addEventListener("online", () => chat.online());
  await chat.start();
  return { chat, me };
}
