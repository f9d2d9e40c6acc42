// The portal's message history with a 10,000-message chat, for the first-paint benchmark
// (bench/chat-history.bench.ts drives it in Chromium). The engine is the real store; only the
// socket and REST are left out, and older pages come from memory.
import { type ChatClient, createChatStore, emptyChat, type Message } from "@cidp/chat";
import { ChatProvider } from "@cidp/chat/react";
import { createElement } from "react";
import { createRoot } from "react-dom/client";
import { proxy } from "valtio/vanilla";
import { MessageHistory } from "../../app/features/chat/message-history.tsx";

const ME = "me";
const PEER = "peer";
/** Messages already loaded when the chat opens, and older ones reachable by scrolling up. */
const LOADED = 10_000;
const OLDER = 1_000;

function message(seq: number): Message {
  return {
    id: `m${seq}`,
    fromId: seq % 3 === 0 ? ME : PEER,
    chatId: PEER,
    content: `第${seq}条：钢材报价与交货期确认，请于本周五前回复。`,
    timestamp: 1_700_000_000_000 + seq * 1_000,
    type: 0,
    seq,
  };
}

/** Pending older-page answers, released by the benchmark. */
const releases: (() => void)[] = [];

function createHarnessClient(): ChatClient {
  const store = createChatStore({ userId: ME, lookupUser: async () => ({ name: "对方" }), sendReceipt: () => {}, storage: null });
  store.setChats([emptyChat(PEER, { name: "对方", lastSeq: OLDER + LOADED })]);
  store.addHistory(
    PEER,
    Array.from({ length: LOADED }, (_, i) => message(OLDER + i + 1)),
  );
  const client = {
    store,
    state: proxy({ status: "open", pending: [], leader: true }),
    uuid: "bench",
    userId: ME,
    async loadOlder(chatId: string, pageSize = 30) {
      const oldest = store.state.chatMessage[chatId]?.[0]?.seq ?? 1;
      const from = Math.max(1, oldest - pageSize);
      // The page lands when the benchmark lets it (a server round trip), after it noted the row in view.
      await new Promise<void>((resolve) => releases.push(resolve));
      store.addHistory(
        chatId,
        Array.from({ length: oldest - from }, (_, i) => message(from + i)),
      );
      return from > 1;
    },
  };
  return client as unknown as ChatClient;
}

const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

/** What the benchmark reads back. */
export interface HarnessResult {
  firstPaintMs: number;
  rows: number;
  loaded: number;
  rowsAfterScroll: number;
  olderLoaded: number;
  jumpPx: number;
}

async function run(): Promise<HarnessResult> {
  const client = createHarnessClient();
  const container = document.getElementById("root") as HTMLElement;
  const root = createRoot(container);
  const started = performance.now();
  const history = createElement(MessageHistory, { client, chatId: PEER, userId: ME, peerReadTime: 0 });
  // biome-ignore lint/correctness/noChildrenProp: the provider's props type requires children, which createElement's typing accepts only as a prop.
  root.render(createElement(ChatProvider, { client, children: history }));
  await nextPaint();
  const firstPaintMs = performance.now() - started;
  const rows = container.querySelectorAll('[data-testid="chat-message"]').length;
  const loaded = client.store.state.chatMessage[PEER]?.length ?? 0;

  // Scroll to the top: the older page loads, and the row under the reader stays where it was.
  const box = container.querySelector('[data-testid="chat-history"]') as HTMLElement;
  box.scrollTop = 64;
  box.dispatchEvent(new Event("scroll"));
  await nextPaint();
  const anchor = [...box.querySelectorAll<HTMLElement>('[data-testid="chat-message"]')].find(
    (row) => row.getBoundingClientRect().top >= box.getBoundingClientRect().top,
  );
  const anchorSeq = anchor?.dataset.seq;
  const anchorTop = anchor?.getBoundingClientRect().top ?? 0;
  const before = client.store.state.chatMessage[PEER]?.length ?? 0;
  for (let i = 0; i < 100 && releases.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
  for (const release of releases.splice(0)) release();
  for (let i = 0; i < 100 && (client.store.state.chatMessage[PEER]?.length ?? 0) === before; i++) await new Promise((r) => setTimeout(r, 10));
  await nextPaint();
  const after = box.querySelector<HTMLElement>(`[data-seq="${anchorSeq}"]`);
  const jumpPx = after ? Math.abs(after.getBoundingClientRect().top - anchorTop) : Number.POSITIVE_INFINITY;
  return {
    firstPaintMs,
    rows,
    loaded,
    rowsAfterScroll: container.querySelectorAll('[data-testid="chat-message"]').length,
    olderLoaded: (client.store.state.chatMessage[PEER]?.length ?? 0) - before,
    jumpPx,
  };
}

(window as unknown as { runChatHistoryBench: () => Promise<HarnessResult> }).runChatHistoryBench = run;
