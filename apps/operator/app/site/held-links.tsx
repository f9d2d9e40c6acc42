import { TitledTable } from "../lib/titled-table.tsx";

/** What a page says after a change that waits for 内容审核 (`?result=held`), spread into its result messages. */
export const HELD_LINK_RESULTS = { held: "含站外链接，已提交内容审核，审核通过后门户显示" } as const;

/** A held off-site link change as the services list it for its desk. */
export interface HeldLink {
  id: number;
  title: string;
  links: string[];
  state: "pending" | "rejected";
  submitTime: string;
  rejectReason: string;
}

/**
 * The desk's changes that lead off the platform and wait for a 内容审核 reviewer, or were rejected
 * (with the reviewer's reason): the editor sees why the portal does not show them yet.
 */
export function HeldLinks({ held }: { held: readonly HeldLink[] }) {
  return (
    <TitledTable
      title="待审核的站外链接"
      emptyText="没有等待审核的站外链接。站外链接（https:// 开头）须经内容审核通过后，门户才显示。"
      note={<p>链接到站外（https:// 开头）的新地址，须由另一位内容审核人员在“待审核”中通过后，门户才显示；站内页面的链接立即生效。</p>}
      rowKey={(change) => String(change.id)}
      data={[...held]}
      columns={[
        { key: "title", title: "名称" },
        { key: "links", title: "站外链接", render: (change) => change.links.join("、") },
        { key: "submitTime", title: "提交时间" },
        { key: "state", title: "状态", render: (change) => (change.state === "pending" ? "待审核" : `已驳回：${change.rejectReason}`) },
      ]}
    />
  );
}
