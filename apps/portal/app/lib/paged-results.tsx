import type { ReactNode } from "react";
import { ListDepthNote } from "./list-depth-note.tsx";
import { ListOrEmpty } from "./list-or-empty.tsx";
import { PageLinks } from "./page-links.tsx";

/**
 * A public list's page for the filters in the address: how many it found (announced), `note`, the
 * page's records (`children` of each, keyed by the caller) or `empty`, the links to the other
 * pages and, for a list that pages only so deep, `depthNote` once the count reaches that depth.
 */
export function PagedResults<T>({
  found,
  list,
  pageHref,
  depthNote,
  note,
  empty,
  className,
  testId,
  children,
}: {
  found: string;
  list: { records: readonly T[]; total: number; pages: number; filters: { current: number } };
  pageHref: (page: number) => string;
  depthNote?: string;
  note?: ReactNode;
  empty: ReactNode;
  className: string;
  testId?: string;
  children: (record: T) => ReactNode;
}) {
  return (
    <>
      <p role="status">{found}</p>
      {note}
      <ListOrEmpty items={list.records} empty={empty} className={className} testId={testId}>
        {children}
      </ListOrEmpty>
      <PageLinks page={list.filters.current} pages={list.pages} href={pageHref} />
      {depthNote !== undefined && <ListDepthNote total={list.total} text={depthNote} />}
    </>
  );
}
