import type { ChatClient } from "@cidp/chat";
import { ChatProvider, useChatConnection, useChats, useOpenChatId } from "@cidp/chat/react";
import { unreadBadgeText } from "@cidp/domain";
import { Button } from "@cidp/ui";
import { type FormEvent, type KeyboardEvent, useState } from "react";
import { useSnapshot } from "valtio/react";
import * as styles from "./chat.css.ts";
import { chatTexts } from "./chat-texts.ts";
import { MessageHistory } from "./message-history.tsx";

/** The conversation list, the open chat's history and the composer, bound to one chat engine. */
export function ChatView({ client }: { client: ChatClient }) {
  return (
    <ChatProvider client={client}>
      <ChatLayout client={client} />
    </ChatProvider>
  );
}

function ChatLayout({ client }: { client: ChatClient }) {
  const chats = useChats();
  const openId = useOpenChatId();
  const { status, pending } = useChatConnection();
  const open = chats.find((chat) => chat.id === openId) ?? null;
  return (
    <div className={styles.layout} data-testid="chat-layout" data-link-status={status} data-leader={useSnapshot(client.state).leader}>
      <ul className={styles.list} aria-label={chatTexts.title}>
        {chats.length === 0 ? <li className={styles.notice}>{chatTexts.empty}</li> : null}
        {chats.map((chat) => (
          <li key={chat.id}>
            <button
              type="button"
              className={styles.chatItem}
              aria-current={chat.id === openId}
              onClick={() => void client.open(chat.id)}
              data-testid="chat-item"
            >
              <span className={styles.chatName}>{chat.name}</span>
              <UnreadBadge count={chat.unreadCount} />
              <span className={styles.chatLast}>{chat.lastMessage}</span>
            </button>
          </li>
        ))}
      </ul>
      <section className={styles.pane}>
        <div className={styles.paneHeader}>
          {open?.name ?? chatTexts.pickChat}
          {status === "open" ? null : <span className={styles.meta}> {status === "waiting" ? chatTexts.offline : chatTexts.connecting}</span>}
        </div>
        {open ? <MessageHistory client={client} chatId={open.id} userId={client.userId} peerReadTime={open.lastReadTime} /> : <div className={styles.notice} />}
        {open ? <Composer client={client} chatId={open.id} waiting={pending.filter((p) => p.chatId === open.id).length} /> : null}
      </section>
    </div>
  );
}

function Composer({ client, chatId, waiting }: { client: ChatClient; chatId: string; waiting: number }) {
  const [text, setText] = useState("");
  function submit(event?: FormEvent) {
    event?.preventDefault();
    const content = text.trim();
    if (!content) return;
    setText("");
    void client.send(chatId, content);
  }
  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  }
  return (
    <form className={styles.composer} onSubmit={submit}>
      <textarea
        className={styles.input}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={chatTexts.placeholder}
        aria-label={chatTexts.placeholder}
        maxLength={5000}
        data-testid="chat-input"
      />
      <Button type="submit" variant="primary" data-testid="chat-send">
        {chatTexts.send}
        {waiting > 0 ? `（${chatTexts.sending} ${waiting}）` : ""}
      </Button>
    </form>
  );
}

/** A chat's unread count, capped as the bell's is (spec §9: 99+); an empty cell keeps the grid at 0. */
function UnreadBadge({ count }: { count: number }) {
  const text = unreadBadgeText(count);
  return text === null ? (
    <span />
  ) : (
    <span className={styles.badge} data-testid="chat-unread">
      {text}
    </span>
  );
}
