import { CHAT_RECONNECT_CAP_MS } from "@cidp/domain";

/**
 * Delay before reconnect attempt `attempt` (0-based): the spec's fixed delay first, then "full
 * jitter" (uniform in [0, min(cap, base * 2^attempt))) so a server restart is not met by every
 * client at the same instant.
 */
export function reconnectDelay(attempt: number, base: number, random: () => number, cap = CHAT_RECONNECT_CAP_MS): number {
  if (attempt <= 0) return base;
  const ceiling = Math.min(cap, base * 2 ** Math.min(attempt, 20));
  return Math.floor(random() * ceiling);
}
