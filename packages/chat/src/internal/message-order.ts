import type { Message } from "../chat.types.ts";

/** Time order, then sequence, then id: a total order, so any arrival order ends in the same list. */
export function compareMessages(a: Message, b: Message): number {
  if (a.timestamp !== b.timestamp) return a.timestamp - b.timestamp;
  if (a.seq !== undefined && b.seq !== undefined && a.seq !== b.seq) return a.seq - b.seq;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Inserts in order; searching from the end because nearly every message is the newest. */
export function insertOrdered(list: Message[], message: Message): number {
  const last = list[list.length - 1];
  if (last === undefined || compareMessages(last, message) <= 0) {
    list.push(message);
    return list.length - 1;
  }
  let low = 0;
  let high = list.length - 1;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (compareMessages(list[mid] as Message, message) <= 0) low = mid + 1;
    else high = mid;
  }
  list.splice(low, 0, message);
  return low;
}
