import { useEffect, useState } from "react";
import { useRevalidator } from "react-router";

/** How often a payment page asks whether the payment has arrived, and for how long (a page left open stops asking). */
const POLL_EVERY_MS = 2_000;
const POLL_FOR_MS = 10 * 60_000;

/**
 * While `active`, reloads the page's data every two seconds (only while it is visible), for ten
 * minutes at most: the loader moves on to the result page once the provider's notification has
 * paid the order. True once it stopped asking.
 */
export function usePaymentPoll(active: boolean): boolean {
  const { revalidate } = useRevalidator();
  const [stopped, setStopped] = useState(false);
  useEffect(() => {
    if (!active) return;
    const started = Date.now();
    const timer = setInterval(() => {
      if (Date.now() - started > POLL_FOR_MS) {
        clearInterval(timer);
        setStopped(true);
      } else if (document.visibilityState === "visible") void revalidate();
    }, POLL_EVERY_MS);
    return () => clearInterval(timer);
  }, [active, revalidate]);
  return stopped;
}
