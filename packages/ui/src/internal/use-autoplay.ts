import { useEffect, useState } from "react";

/**
 * Advances an index every `interval` ms while not paused. Pausing (hover, focus, a pause button)
 * and resuming restart the full interval, so an item is never skipped right after the pointer leaves.
 */
export function useAutoplay(count: number, interval: number, paused: boolean): [number, (index: number) => void] {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (paused || count < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), interval);
    return () => clearInterval(timer);
  }, [paused, count, interval]);
  // Keep the index valid when the list shrinks.
  const safe = count === 0 ? 0 : index % count;
  return [safe, setIndex];
}
