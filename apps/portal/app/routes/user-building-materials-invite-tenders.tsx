import { clientCall } from "@cidp/api-client";
import { type CallResult, procurementCalls } from "@cidp/api-client/contract";
import { SHEET_STATES, type SheetState, sheetStateLabel } from "@cidp/domain";
import type { TableColumn } from "@cidp/ui";
import { Link } from "react-router";
import * as styles from "../features/procurement/procurement.css.ts";
import { procurementTexts as texts } from "../features/procurement/procurement-texts.ts";
import { stateTabHref } from "../lib/filtered-href.ts";
import { MayCall } from "../lib/member-center/may-call.tsx";
import { loadStateTabPage, quietList } from "../lib/member-page.server.ts";
import * as page from "../lib/page.css.ts";
import { PageLinks } from "../lib/page-links.tsx";
import { RecordTable } from "../lib/record-table.tsx";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { StateTabs } from "../lib/state-tabs.tsx";
import { PrimaryLink, TextLink } from "../lib/styled-links.tsx";
import { TitleRow } from "../lib/title-row.tsx";
import type { Route } from "./+types/user-building-materials-invite-tenders";

const PAGE_SIZE = 10;
/** The tabs, in the order a sheet lives (待审批 for the 审批人; the round states under 报价中 and 比价中). */
const TABS: readonly SheetState[] = ["draft", "approving", "quoting", "comparing", "round_quoting", "awarded", "failed", "cancelled", "withdrawn", "expired"];

type Sheet = CallResult<typeof procurementCalls.buyerList>["data"]["records"][number];

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadStateTabPage(request, context, SHEET_STATES, PAGE_SIZE, quietList(clientCall(procurementCalls.buyerList)), () => texts.loadFailed);
}

const hrefOf = (state: SheetState | null, pageNo = 1) => stateTabHref("/user/building-materials/invite-tenders", state, pageNo);

const sheetPath = (sheet: Sheet) =>
  sheet.state === "draft" ? `/user/building-materials/addInquirySheet?id=${sheet.id}` : `/user/building-materials/selecting?id=${sheet.id}`;

/** 询价管理 (spec §2 building-materials/invite-tenders): the business's inquiry sheets by state. */
export default function InviteTenders({ loaderData }: Route.ComponentProps) {
  const { state, current, pages, records, error } = loaderData;
  const columns: TableColumn<Sheet>[] = [
    { key: "title", title: texts.sheetTitle, render: (row) => <Link to={sheetPath(row)}>{row.title}</Link> },
    { key: "sheetNo", title: texts.sheetNo },
    { key: "mode", title: texts.mode, render: (row) => texts.modes[row.mode] },
    { key: "stateLabel", title: texts.state },
    { key: "deadline", title: texts.deadline },
    { key: "quotations", title: texts.quotations },
    { key: "invitees", title: texts.invitees },
  ];
  return (
    <div className={page.inner} data-testid="invite-tenders">
      <TitleRow title={texts.listTitle}>
        <span className={styles.checkRow}>
          <TextLink to="/user/building-materials/settings">{texts.settingsTitle}</TextLink>
          <MayCall call={procurementCalls.saveDraft}>
            <PrimaryLink to="/user/building-materials/addInquirySheet">{texts.create}</PrimaryLink>
          </MayCall>
        </span>
      </TitleRow>
      <StateTabs
        label={texts.state}
        className={styles.tabs}
        states={TABS}
        current={state}
        hrefOf={hrefOf}
        labelOf={(tab) => (tab ? sheetStateLabel(tab, 2).replace("第2轮", "第N轮") : texts.allStates)}
      />
      {error ? <p role="alert">{error}</p> : <RecordTable caption={texts.listTitle} columns={columns} data={records} emptyText={texts.empty} />}
      <PageLinks page={current} pages={pages} href={(pageNo) => hrefOf(state, pageNo)} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.listTitle, description: texts.listDescription });
}
