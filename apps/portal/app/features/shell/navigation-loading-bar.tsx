import { LOADING_BAR_DURATION_MS, LOADING_BAR_THROTTLE_MS } from "@cidp/domain";
import { LoadingBar } from "@cidp/ui";
import { useNavigation } from "react-router";

/** The top loading bar (spec §9: 2 px, 200 ms throttle, 5 s duration) while a navigation is under way. */
export function NavigationLoadingBar() {
  const loading = useNavigation().state !== "idle";
  return <LoadingBar loading={loading} throttle={LOADING_BAR_THROTTLE_MS} duration={LOADING_BAR_DURATION_MS} height={2} />;
}
