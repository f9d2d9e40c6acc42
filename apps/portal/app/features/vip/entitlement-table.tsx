import { Empty, Table, type TableColumn } from "@cidp/ui";
import { Link } from "react-router";
import type { Entitlement } from "./service-auth.server.ts";
import { vipTexts as texts } from "./vip-texts.ts";

/** Where an entitlement leads: a VIP period to its detail, anything else to its order. */
function detailPath(row: Entitlement): string {
  if (row.kind === "vip_plan" && row.grantId !== null) return `/user/service-auth-order/vip-detail?id=${row.grantId}`;
  const base = row.kind === "service_package" ? "/user/service-buy-list/law-detail" : "/user/service-buy-list/detail";
  return `${base}?orderNo=${encodeURIComponent(row.orderNo)}`;
}

/** 服务授权 as a table: what, which kind, from which order, valid from when until when. */
export function EntitlementTable({ rows, caption }: { rows: Entitlement[]; caption: string }) {
  const columns: TableColumn<Entitlement>[] = [
    { key: "title", title: texts.title, render: (row) => <Link to={detailPath(row)}>{row.title}</Link> },
    { key: "kindLabel", title: texts.kind },
    { key: "orderNo", title: texts.sourceOrder },
    { key: "startTime", title: texts.start, render: (row) => row.startTime ?? texts.noEnd },
    { key: "endTime", title: texts.end, render: (row) => row.endTime ?? texts.noEnd },
    { key: "validityLabel", title: texts.validity },
  ];
  return (
    <Table
      caption={caption}
      columns={columns}
      data={rows}
      rowKey={(row) => `${row.kind}-${row.grantId ?? row.orderNo}`}
      empty={<Empty description={texts.authEmpty} />}
    />
  );
}
