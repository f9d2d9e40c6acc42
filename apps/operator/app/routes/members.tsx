import { type CallDeclaration, operatorCalls } from "@cidp/api-client/contract";
import { Button, FormField, Input, Table } from "@cidp/ui";
import * as styles from "../desk.css.ts";
import { pageTitle } from "../lib/page-title.ts";
import { type Answer, callServices } from "../lib/services.server.ts";
import { refusalOf, requireStaff } from "../lib/staff.server.ts";
import { textColumns } from "../lib/text-columns.ts";
import type { Route } from "./+types/members";

export const meta = () => pageTitle("会员管理");

/** A search's typed words as the box keeps them. */
const termOf = (url: URL, name: string) => (url.searchParams.get(name) ?? "").trim().slice(0, 50);

/**
 * A search's answer as the page shows it: the rows, or the services' refusal of the typed words
 * (400) under the box; any other refusal as refusalOf says. Both searches of the page read it so.
 */
function searched<D extends CallDeclaration>(request: Request, answer: Answer<D>) {
  if (answer.ok) return { rows: answer.data, refusal: null };
  if (answer.status === 400) return { rows: null, refusal: answer.message };
  throw refusalOf(request, answer);
}

/** How many a search found; the services answer 50 at the most, so a full list asks for narrower words. */
function FoundCount({ count, noun, measure }: { count: number; noun: string; measure: string }) {
  return (
    <p role="status">
      {count === 0 ? `没有找到符合条件的${noun}` : `找到 ${count} ${measure}${noun}${count >= 50 ? `（最多显示50${measure}，请缩小条件）` : ""}`}
    </p>
  );
}

/**
 * 会员管理: look a member up by phone, name or a business's credit code (`?keyword=`), or a company
 * by its name or credit code (`?company=`).
 */
export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request, "members.read");
  const url = new URL(request.url);
  const keyword = termOf(url, "keyword");
  const company = termOf(url, "company");
  const result = { keyword, found: null, error: null, company, companies: null, companyError: null };
  if (keyword) {
    const { rows: found, refusal: error } = searched(request, await callServices(request, operatorCalls.memberSearch, { keyword }));
    return { ...result, found, error };
  }
  if (company) {
    const { rows: companies, refusal: companyError } = searched(request, await callServices(request, operatorCalls.companySearch, { keyword: company }));
    return { ...result, companies, companyError };
  }
  return result;
}

export default function Members({ loaderData }: Route.ComponentProps) {
  const { keyword, found, error, company, companies, companyError } = loaderData;
  return (
    <main id="main" className={styles.main}>
      <h1>会员管理</h1>
      <search aria-label="查询会员">
        <form method="get" className={styles.row}>
          <FormField label="手机号、姓名或统一社会信用代码" error={error ?? undefined}>
            <Input name="keyword" defaultValue={keyword} maxLength={50} />
          </FormField>
          <Button type="submit">查询</Button>
        </form>
      </search>
      {found === null ? null : (
        <>
          <FoundCount count={found.length} noun="会员" measure="位" />
          <Table
            caption="查询结果"
            rowKey={(member) => String(member.id)}
            data={found}
            columns={[
              { key: "realName", title: "姓名", render: (member) => <a href={`/members/${member.id}`}>{member.realName}</a> },
              { key: "phone", title: "手机号" },
              { key: "registerTime", title: "注册时间" },
              { key: "frozen", title: "状态", render: (member) => (member.frozen ? "已冻结" : "正常") },
            ]}
          />
        </>
      )}
      <h2>企业查询</h2>
      <p>
        <a href="/companies">企业列表（按注册时间由新到旧，可按企业认证状态筛选）</a>
      </p>
      <search aria-label="查询企业">
        <form method="get" className={styles.row}>
          <FormField label="企业名称或统一社会信用代码" error={companyError ?? undefined}>
            <Input name="company" defaultValue={company} maxLength={50} />
          </FormField>
          <Button type="submit">搜索企业</Button>
        </form>
      </search>
      {companies === null ? null : (
        <>
          <FoundCount count={companies.length} noun="企业" measure="家" />
          <Table
            caption="企业查询结果"
            rowKey={(business) => String(business.id)}
            data={companies}
            columns={[
              { key: "name", title: "企业名称", render: (business) => <a href={`/companies/${business.id}`}>{business.name}</a> },
              ...textColumns({ creditCode: "统一社会信用代码", companyType: "企业类型", certification: "企业认证" }),
              { key: "shopHidden", title: "店铺", render: (business) => (business.shopHidden ? "已对访客隐藏" : "—") },
            ]}
          />
        </>
      )}
    </main>
  );
}
