// Store ingest figures: a 50,000-message catch-up, and a live-like stream across 1,000 chats.
// Run with `node bench/catch-up.bench.ts` (Node strips the types), or every chat benchmark with
// `pnpm --filter @cidp/chat bench`; not part of `pnpm test`.
import { monitorEventLoopDelay } from "node:perf_hooks";
import { createChatStore, emptyChat } from "../src/chat.store.ts";
import type { Message } from "../src/chat.types.ts";

const ME = "me";
const store = () => createChatStore({ userId: ME, lookupUser: async (id) => ({ name: `用户${id}` }), sendReceipt: () => {}, storage: null });

function messages(count: number, chats: number): Message[] {
  const seqs = new Map<string, number>();
  return Array.from({ length: count }, (_, i) => {
    const chatId = `c${i % chats}`;
    const seq = (seqs.get(chatId) ?? 0) + 1;
    seqs.set(chatId, seq);
    return {
      id: `m${i}`,
      fromId: i % 3 === 0 ? ME : chatId,
      chatId,
      content: `第${i}条消息：钢材报价与交货期确认`,
      timestamp: 1_700_000_000_000 + i,
      type: 0,
      seq,
    };
  });
}

/**
 * Feeds `total` messages to a fresh store in calls of `batch`. The longest task is the longest the
 * event loop was held (the loop's delay monitor, at 1 ms resolution): a call may span several tasks
 * (the store slices a large batch), and a collection of garbage counts where it lands, as in a page.
 */
async function catchUp(total: number, chats: number, batch: number) {
  const s = store();
  // Chats known beforehand (from the list call), as after a reconnect.
  s.setChats(Array.from({ length: chats }, (_, i) => emptyChat(`c${i}`, { name: `会话${i}` })));
  const input = messages(total, chats);
  const loop = monitorEventLoopDelay({ resolution: 1 });
  loop.enable();
  const started = performance.now();
  for (let i = 0; i < input.length; i += batch) {
    await s.receiveMany(input.slice(i, i + batch));
    // The next batch arrives as the next socket message would: in a task of its own.
    await new Promise((resolve) => setImmediate(resolve));
  }
  const elapsed = performance.now() - started;
  loop.disable();
  const stored = Object.values(s.state.chatMessage).reduce((sum, list) => sum + list.length, 0);
  if (stored !== total) throw new Error(`stored ${stored} of ${total}`);
  const longest = loop.max / 1e6;
  return { elapsed, longest, perMessageUs: (elapsed * 1000) / total, perSecond: Math.round(total / (elapsed / 1000)) };
}

/** The budget: at least 20,000 messages/s across 1,000 chats, no task over 50 ms. */
const budget = { perSecond: 20_000, longestTaskMs: 50 };
let over = false;
// A first pass, unmeasured, compiles the store's paths (a page has run them before a catch-up).
await catchUp(20_000, 1_000, 1_000);
for (const [label, total, chats, batch] of [
  ["catch-up, one chat", 50_000, 1, 1_000],
  ["catch-up, 1,000 chats", 50_000, 1_000, 1_000],
  ["live stream, 1,000 chats, 100 per task", 50_000, 1_000, 100],
  ["live stream, 1,000 chats, one per task", 20_000, 1_000, 1],
] as const) {
  const r = await catchUp(total, chats, batch);
  const ok = r.perSecond >= budget.perSecond && r.longest <= budget.longestTaskMs;
  over ||= !ok;
  console.log(
    `${label}: ${total} messages in ${r.elapsed.toFixed(0)} ms = ${r.perSecond.toLocaleString("en")} msg/s, ${r.perMessageUs.toFixed(2)} µs/msg, longest task ${r.longest.toFixed(1)} ms ` +
      `(budget ≥ ${budget.perSecond.toLocaleString("en")} msg/s, ≤ ${budget.longestTaskMs} ms: ${ok ? "ok" : "OVER BUDGET"})`,
  );
}
if (over) process.exitCode = 1;
