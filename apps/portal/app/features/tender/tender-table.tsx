import type { TableColumn } from "@cidp/ui";
import { PageLinks } from "../../lib/page-links.tsx";
import { RecordTable } from "../../lib/record-table.tsx";
import { TextLink } from "../../lib/styled-links.tsx";
import { tenderMemberTexts as texts } from "./tender-member-texts.ts";

/** A member's list of tenders (as tenderer or as bidder): the table, its pages at `path`, and the way to the public list. */
export function TenderTable<Row extends { id: number }>({
  columns,
  records,
  current,
  pages,
  path,
}: {
  columns: TableColumn<Row>[];
  records: Row[];
  current: number;
  pages: number;
  path: string;
}) {
  return (
    <>
      <RecordTable caption={texts.caption} columns={columns} data={records} emptyText={texts.empty} />
      <PageLinks page={current} pages={pages} href={(n) => `${path}${n > 1 ? `?page=${n}` : ""}`} />
      <p>
        <TextLink to="/default/tender/list">{texts.browse}</TextLink>
      </p>
    </>
  );
}
