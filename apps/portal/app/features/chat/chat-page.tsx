import { useCallback, useEffect, useState } from "react";
import { loadFailureText } from "../../lib/api/refusal-message.ts";
import { useChatEngine } from "../../lib/chat/use-chat-engine.ts";
import * as page from "../../lib/page.css.ts";
import * as styles from "./chat.css.ts";
import { chatTexts } from "./chat-texts.ts";
import { ChatView } from "./chat-view.tsx";

/** What a chat page needs. */
export interface ChatPageProps {
  loggedIn: boolean;
  title: string;
  openChat?: () => Promise<{ id: string; name: string } | null>;
  /** Inside the member center's frame, which already gives the column and its padding. */
  inFrame?: boolean;
  /** Where a visitor logs in and comes back to this page (a 登录 link beside the prompt). */
  loginHref?: string;
  /** What a visitor reads instead of the general prompt. */
  loginHint?: string;
}

/** A chat page: the engine for a logged-in member, optionally opening one chat (`openChat`) first. */
export function ChatPage({ loggedIn, title, openChat, inFrame = false, loginHref, loginHint }: ChatPageProps) {
  const [notice, setNotice] = useState<string | null>(null);
  const onLoginElsewhere = useCallback(() => setNotice(chatTexts.loginElsewhere), []);
  const client = useChatEngine(loggedIn, onLoginElsewhere);
  useEffect(() => {
    if (!client || !openChat) return;
    void openChat()
      .then((chat) => (chat ? client.open(chat.id, chat.name) : undefined))
      // A refusal (a sealed tender's bidder may not chat with its tenderer) says its reason; only a fault asks to retry.
      .catch((error: unknown) => setNotice(loadFailureText(error, chatTexts.openFailed)));
  }, [client, openChat]);
  return (
    <div className={inFrame ? undefined : styles.page}>
      <h1 className={styles.pageTitle}>{title}</h1>
      {notice ? (
        <div role="alert" className={styles.notice} data-testid="chat-notice">
          {notice}
        </div>
      ) : null}
      {!loggedIn ? (
        <div className={styles.loginPrompt} data-testid="chat-login-prompt">
          <p className={styles.notice}>{loginHint ?? chatTexts.loginRequired}</p>
          {loginHref ? (
            <a className={page.primaryLink} href={loginHref}>
              {chatTexts.logIn}
            </a>
          ) : null}
        </div>
      ) : null}
      {loggedIn && !client ? <p className={styles.notice}>{chatTexts.connecting}</p> : null}
      {client ? <ChatView client={client} /> : null}
    </div>
  );
}
