import { ORDER_STATE_LABELS, type OrderState } from "@cidp/domain";
import { Empty, Table, type TableColumn } from "@cidp/ui";
import { stateTabHref } from "../../lib/filtered-href.ts";
import { ListOrAlert } from "../../lib/list-or-alert.tsx";
import { PageLinks } from "../../lib/page-links.tsx";
import { StateTabs } from "../../lib/state-tabs.tsx";
import { serviceTexts as texts } from "./services-texts.ts";

interface OrdersByStateProps<Row extends { orderNo: string }> {
  /** The state tabs after 全部, and the one shown (null: all). */
  tabs: readonly OrderState[];
  /** The page as the loader read it: the tab shown (null: all), its rows and pages, or the load's failure (shown instead of the table). */
  list: { state: OrderState | null; records: Row[]; error: string | null; current: number; pages: number };
  /** The list page's own path (a tab and a page number go into its query). */
  path: string;
  /** The tab list's class (each page keeps its own spacing). */
  tabsClassName: string;
  caption: string;
  columns: TableColumn<Row>[];
  empty: string;
}

/** A page of orders by state, as the buyer's 已购服务 and the seller's 已售服务 list them: tabs, table, page links. */
export function OrdersByState<Row extends { orderNo: string }>(props: OrdersByStateProps<Row>) {
  const { tabs, list, path, tabsClassName, caption, columns, empty } = props;
  const { state, records, error, current, pages } = list;
  const hrefOf = (tab: OrderState | null, pageNo = 1) => stateTabHref(path, tab, pageNo);
  return (
    <>
      <StateTabs
        label={texts.state}
        className={tabsClassName}
        states={tabs}
        current={state}
        hrefOf={hrefOf}
        labelOf={(tab) => (tab ? ORDER_STATE_LABELS[tab] : texts.allStates)}
      />
      <ListOrAlert error={error}>
        <Table caption={caption} columns={columns} data={records} rowKey={(row) => row.orderNo} empty={<Empty description={empty} />} />
      </ListOrAlert>
      <PageLinks page={current} pages={pages} href={(pageNo) => hrefOf(state, pageNo)} />
    </>
  );
}
