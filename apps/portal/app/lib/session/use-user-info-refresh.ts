import { USER_INFO_REFRESH_DELAY_MS } from "@cidp/domain";
import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { useRootData } from "../site/use-root-data.ts";

// The first layout of a document is the one the server rendered: its loaders read the user info
// for this very response, so fetching it again 500 ms later would only repeat that round trip.
let documentLayoutMounted = false;

/**
 * Spec §4: user info is fetched again 500 ms after a layout loads (members only), by reloading the
 * loaders' data; for the layout a document arrives with, the server's render was that fetch.
 * `enabled` false for the layouts without a member header.
 */
export function useUserInfoRefresh(enabled = true): void {
  const { session } = useRootData();
  const revalidator = useRevalidator();
  // Held in a ref: the effect must run once per layout mount, not each time the revalidator changes.
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    const servedWithDocument = !documentLayoutMounted;
    documentLayoutMounted = true;
    if (!enabled || !session.loggedIn || servedWithDocument) return;
    const timer = window.setTimeout(() => void revalidate.current(), USER_INFO_REFRESH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [enabled, session.loggedIn]);
}
