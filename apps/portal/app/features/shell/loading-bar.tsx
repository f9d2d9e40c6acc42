import { LOADING_BAR_THROTTLE_MS } from "@cidp/domain";
import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import * as styles from "./loading-bar.css.ts";

/** The top loading bar during navigations; shown only when one takes longer than 200 ms, so quick ones do not flash. */
export function LoadingBar() {
  const busy = useNavigation().state !== "idle";
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!busy) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), LOADING_BAR_THROTTLE_MS);
    return () => window.clearTimeout(timer);
  }, [busy]);
  return shown ? <div className={styles.bar} role="progressbar" aria-label="加载中" data-testid="loading-bar" /> : null;
}
