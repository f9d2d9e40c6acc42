import { ORDER_STATE_LABELS, type OrderState } from "@cidp/domain";
import { Empty, Table, type TableColumn } from "@cidp/ui";
import { Link } from "react-router";
import { PageLinks } from "../../lib/page-links.tsx";
import { serviceTexts as texts } from "./services-texts.ts";

interface OrdersByStateProps<Row extends { orderNo: string }> {
  /** The state tabs after 全部, and the one shown (null: all). */
  tabs: readonly OrderState[];
  state: OrderState | null;
  /** The page's address for a tab and page number. */
  hrefOf: (state: OrderState | null, pageNo?: number) => string;
  /** The tab list's class (each page keeps its own spacing). */
  tabsClassName: string;
  caption: string;
  columns: TableColumn<Row>[];
  records: Row[];
  empty: string;
  /** The load's failure, shown instead of the table. */
  error: string | null;
  current: number;
  pages: number;
}

/** A page of orders by state, as the buyer's 已购服务 and the seller's 已售服务 list them: tabs, table, page links. */
export function OrdersByState<Row extends { orderNo: string }>(props: OrdersByStateProps<Row>) {
  const { tabs, state, hrefOf, tabsClassName, caption, columns, records, empty, error, current, pages } = props;
  return (
    <>
      <nav aria-label={texts.state}>
        <ul className={tabsClassName}>
          {[null, ...tabs].map((tab) => (
            <li key={tab ?? "all"}>
              <Link to={hrefOf(tab)} aria-current={tab === state ? "page" : undefined}>
                {tab ? ORDER_STATE_LABELS[tab] : texts.allStates}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {error ? (
        <p role="alert">{error}</p>
      ) : (
        <Table caption={caption} columns={columns} data={records} rowKey={(row) => row.orderNo} empty={<Empty description={empty} />} />
      )}
      <PageLinks page={current} pages={pages} href={(pageNo) => hrefOf(state, pageNo)} />
    </>
  );
}
