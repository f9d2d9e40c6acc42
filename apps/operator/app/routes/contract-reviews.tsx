import { CONTRACT_REVIEW_TABS, operatorCalls } from "@cidp/api-client/contract";
import { Table } from "@cidp/ui";
import { contractReviewTexts as texts } from "../contract-reviews/contract-review-texts.ts";
import * as styles from "../desk.css.ts";
import { pageTitle } from "../lib/page-title.ts";
import { Pager } from "../lib/pager.tsx";
import { staffData } from "../lib/staff.server.ts";
import type { Route } from "./+types/contract-reviews";

export const meta = () => pageTitle(texts.title);

const PAGE_SIZE = 20;
type Tab = (typeof CONTRACT_REVIEW_TABS)[number];
const tabOf = (value: string | null): Tab => ((CONTRACT_REVIEW_TABS as readonly string[]).includes(value ?? "") ? (value as Tab) : "open");

/** A tab of the reviews, twenty a page: 待处理 the longest waiting first, the others the newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const asked = Number(query.get("page") ?? "1");
  const page = Number.isInteger(asked) && asked >= 1 && asked <= 1000 ? asked : 1;
  const tab = tabOf(query.get("state"));
  const list = await staffData(request, "orders.fulfil", operatorCalls.contractReviewQueue, { current: page, size: PAGE_SIZE, state: tab });
  return { page, tab, list };
}

export default function ContractReviews({ loaderData }: Route.ComponentProps) {
  const { page, tab, list } = loaderData;
  const columns = texts.columns;
  return (
    <main id="main" className={styles.main}>
      <h1>{texts.title}</h1>
      <p className={styles.muted}>{texts.intro}</p>
      <nav aria-label={texts.tabsLabel} className={styles.nav}>
        {CONTRACT_REVIEW_TABS.map((each) => (
          <a key={each} className={styles.navLink} href={`/contract-reviews?state=${each}`} aria-current={each === tab ? "page" : undefined}>
            {texts.tabs[each]}
          </a>
        ))}
      </nav>
      <Table
        caption={`${texts.list}：${texts.tabs[tab]}`}
        rowKey={(line) => String(line.id)}
        data={list.records}
        empty={<p>{texts.empty}</p>}
        columns={[
          { key: "contractName", title: columns.contractName, render: (line) => <a href={`/contract-reviews/${line.id}`}>{line.contractName}</a> },
          { key: "companyName", title: columns.companyName, render: (line) => line.companyName },
          { key: "contractType", title: columns.contractType, render: (line) => line.contractType },
          { key: "submitter", title: columns.submitter, render: (line) => line.submitterName },
          { key: "submitTime", title: columns.submitTime, render: (line) => line.submitTime },
          { key: "state", title: columns.state, render: (line) => line.stateLabel },
          { key: "reviewer", title: columns.reviewer, render: (line) => line.reviewerName ?? "—" },
        ]}
      />
      {list.pages > 1 ? <Pager page={page} pages={list.pages} total={list.total} hrefOf={(to) => `/contract-reviews?state=${tab}&page=${to}`} /> : null}
    </main>
  );
}
