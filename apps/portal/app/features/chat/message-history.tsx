import type { ChatClient, Message } from "@cidp/chat";
import { useChatMessages } from "@cidp/chat/react";
import { ChatMessageType } from "@cidp/domain";
import { visuallyHidden } from "@cidp/ui";
import { useLayoutEffect, useRef, useState } from "react";
import * as styles from "./chat.css.ts";
import { chatTexts } from "./chat-texts.ts";

const OVERSCAN = 10;
const VIEWPORT = 420;

/**
 * A chat's history, virtualised: only the rows in view (plus a margin) are in the DOM, so a
 * 10,000-message history paints as fast as a short one. Scrolling near the top loads the older
 * page and keeps the row under the reader where it was.
 */
export function MessageHistory({ client, chatId, userId, peerReadTime }: { client: ChatClient; chatId: string; userId: string; peerReadTime: number }) {
  const { messages, version } = useChatMessages(chatId);
  const box = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [loading, setLoading] = useState(false);
  const previous = useRef({ chatId, count: 0, first: undefined as Message | undefined, atBottom: true });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the list is mutated in place; `version` is what changes.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const before = previous.current;
    const count = messages.length;
    const first = messages[0];
    if (before.chatId !== chatId || before.count === 0) {
      element.scrollTop = element.scrollHeight;
    } else if (first !== before.first && before.first) {
      // Older rows were added above: move down by their height, so nothing jumps.
      const added = messages.indexOf(before.first);
      if (added > 0) element.scrollTop += added * styles.ROW_HEIGHT;
    } else if (before.atBottom) {
      element.scrollTop = element.scrollHeight;
    }
    previous.current = { chatId, count, first, atBottom: before.atBottom };
    setScrollTop(element.scrollTop);
  }, [chatId, messages, version]);

  async function onScroll() {
    const element = box.current;
    if (!element) return;
    setScrollTop(element.scrollTop);
    previous.current.atBottom = element.scrollTop + element.clientHeight >= element.scrollHeight - styles.ROW_HEIGHT;
    if (element.scrollTop < styles.ROW_HEIGHT * 3 && !loading && messages[0]?.seq !== 1) {
      setLoading(true);
      await client.loadOlder(chatId).finally(() => setLoading(false));
    }
  }

  const start = Math.max(0, Math.floor(scrollTop / styles.ROW_HEIGHT) - OVERSCAN);
  const end = Math.min(messages.length, Math.ceil((scrollTop + VIEWPORT) / styles.ROW_HEIGHT) + OVERSCAN);
  const rows = [];
  for (let index = start; index < end; index++) {
    const message = messages[index] as Message;
    const mine = message.fromId === userId;
    // Only what the server marks as the platform's shows as a notice; a member's type 10 is a bubble.
    if (message.type === ChatMessageType.notice && message.platform && !mine) {
      rows.push(
        <div key={message.id} className={styles.row} style={{ top: index * styles.ROW_HEIGHT }} data-testid="chat-notice-line" data-seq={message.seq}>
          <div className={styles.noticeLine} title={message.content}>
            <span className={visuallyHidden}>{chatTexts.noticeLabel}：</span>
            {message.content}
          </div>
        </div>,
      );
      continue;
    }
    rows.push(
      <div key={message.id} className={styles.row} style={{ top: index * styles.ROW_HEIGHT }} data-testid="chat-message" data-seq={message.seq}>
        <div className={`${styles.bubbleBase} ${mine ? styles.bubble.mine : styles.bubble.theirs}`} title={message.content}>
          {message.content}
        </div>
        <div className={styles.meta} style={{ textAlign: mine ? "right" : "left" }}>
          {!mine && message.senderName ? <span data-testid="chat-sender">{message.senderName} · </span> : null}
          {new Date(message.timestamp).toLocaleTimeString("zh-CN")}
          {mine ? ` · ${message.timestamp <= peerReadTime ? chatTexts.read : chatTexts.unread}` : ""}
        </div>
      </div>,
    );
  }
  return (
    <div ref={box} className={styles.history} onScroll={() => void onScroll()} data-testid="chat-history" role="log" aria-live="polite">
      {/* Over the rows, not above them: showing it must not push the history down. */}
      {loading ? <div className={styles.loadingOlder}>{chatTexts.loadingOlder}</div> : null}
      <div style={{ height: messages.length * styles.ROW_HEIGHT, position: "relative" }}>{rows}</div>
    </div>
  );
}
