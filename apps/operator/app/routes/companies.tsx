import { operatorCalls } from "@cidp/api-client/contract";
import { BUSINESS_CERTIFICATION_STATES, LIST_COUNT_CAP, shownTotal } from "@cidp/domain";
import { Button, FormField, Table } from "@cidp/ui";
import * as styles from "../desk.css.ts";
import { LabelledOptions, NativeSelect } from "../lib/native-select.tsx";
import { pageTitle } from "../lib/page-title.ts";
import { Pager } from "../lib/pager.tsx";
import { staffData } from "../lib/staff.server.ts";
import { textColumns } from "../lib/text-columns.ts";
import type { Route } from "./+types/companies";

export const meta = () => pageTitle("企业列表");

const PAGE_SIZE = 20;

/** The certification states as the filter names them, 全部 first. */
const CERTIFICATION_LABELS: Readonly<Record<string, string>> = {
  "": "全部",
  uncertified: "未认证",
  pending: "审核中",
  certified: "已认证",
  rejected: "已驳回",
};

type Certification = (typeof BUSINESS_CERTIFICATION_STATES)[number];

/** What the address asks for: one certification state (all when none or unknown) and a page. */
function queryOf(url: URL) {
  const asked = url.searchParams.get("certification") ?? "";
  const certification: Certification | "" = BUSINESS_CERTIFICATION_STATES.find((state) => state === asked) ?? "";
  const page = Number(url.searchParams.get("page") ?? "1");
  return { certification, page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1 };
}

/** The address of a filter and page of the list. */
function listLink({ certification }: { certification: string }, page = 1) {
  const search = new URLSearchParams({ ...(certification ? { certification } : {}), ...(page > 1 ? { page: String(page) } : {}) }).toString();
  return search ? `/companies?${search}` : "/companies";
}

/**
 * 企业列表 (会员管理): every business, the newest first, so staff see the companies members create
 * and follow their 企业认证; filtered by certification state, twenty a page.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const query = queryOf(new URL(request.url));
  const list = await staffData(request, "members.read", operatorCalls.companyList, {
    current: query.page,
    size: PAGE_SIZE,
    ...(query.certification ? { certification: query.certification } : {}),
  });
  return { query, list };
}

export default function Companies({ loaderData }: Route.ComponentProps) {
  const { query, list } = loaderData;
  return (
    <main id="main" className={styles.main}>
      <h1>企业列表</h1>
      <p className={styles.muted}>
        平台上的企业，按注册时间由新到旧：会员创建的企业在认证通过前不能发布、报价、投标或缴纳保证金。<a href="/members">返回会员管理</a>
      </p>
      <search aria-label="筛选企业">
        <form method="get" className={styles.row}>
          <FormField label="企业认证">
            <NativeSelect name="certification" defaultValue={query.certification}>
              <LabelledOptions labels={CERTIFICATION_LABELS} />
            </NativeSelect>
          </FormField>
          <Button type="submit">筛选</Button>
        </form>
      </search>
      <Table
        caption={`企业列表：${CERTIFICATION_LABELS[query.certification] ?? "全部"}`}
        rowKey={(business) => String(business.id)}
        data={list.records}
        empty={<p>没有符合条件的企业。</p>}
        columns={[
          { key: "name", title: "企业名称", render: (business) => <a href={`/companies/${business.id}`}>{business.name}</a> },
          ...textColumns({ creditCode: "统一社会信用代码", companyType: "企业类型", certification: "企业认证", registerTime: "注册时间" }),
        ]}
      />
      {list.pages > 1 ? (
        <Pager page={query.page} pages={list.pages} total={shownTotal(list.total, LIST_COUNT_CAP)} hrefOf={(page) => listLink(query, page)} />
      ) : null}
    </main>
  );
}
