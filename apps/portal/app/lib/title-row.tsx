import type { ReactNode } from "react";
import * as page from "./page.css.ts";

/** A page's heading with its links or actions at the end of the same line (they wrap on narrow screens). */
export function TitleRow({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className={page.titleRow}>
      <h1>{title}</h1>
      {children}
    </div>
  );
}
