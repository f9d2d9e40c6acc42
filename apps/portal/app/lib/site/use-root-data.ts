import { useRouteLoaderData } from "react-router";
import type { loader } from "../../root.tsx";

/** The root loader's data: branding, start-up state, session view and login-site links. */
export type RootData = NonNullable<ReturnType<typeof useRouteLoaderData<typeof loader>>>;

/** The root loader's data; throws outside the root route (it always loads first). */
export function useRootData(): RootData {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data) throw new Error("root data missing");
  return data;
}
