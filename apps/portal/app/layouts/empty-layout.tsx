import { Outlet } from "react-router";

/** Layout "empty": the page alone (download pages, embeds). */
export default function EmptyLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
