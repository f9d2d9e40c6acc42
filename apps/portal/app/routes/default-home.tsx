import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root.tsx";

export default function DefaultHome() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <main id="main">
      <h1>{root?.platform.baseTitle}</h1>
      <p>{root?.platform.subTitle}</p>
    </main>
  );
}
