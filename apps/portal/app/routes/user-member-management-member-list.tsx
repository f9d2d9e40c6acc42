import { ApiError, clientCall } from "@cidp/api-client";
import { type CallResult, memberCalls } from "@cidp/api-client/contract";
import { Empty, Pagination, Table, type TableColumn } from "@cidp/ui";
import { Form, useNavigation, useSearchParams } from "react-router";
import { messages } from "../lib/messages.ts";
import * as styles from "../lib/page.css.ts";
import { memberClient } from "../lib/session/member-client.server.ts";
import { readSessionCookies } from "../lib/session/session-cookies.server.ts";
import { useRootData } from "../lib/site/use-root-data.ts";
import type { Route } from "./+types/user-member-management-member-list";

const PAGE_SIZE = 10;
const texts = messages.memberList;

type MemberRow = CallResult<typeof memberCalls.businessMemberList>["data"]["records"][number];

/** One page of the selected business's members (`?current=`, `?keyword=`), read on the server. */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const current = Math.max(1, Number.parseInt(url.searchParams.get("current") ?? "1", 10) || 1);
  const keyword = (url.searchParams.get("keyword") ?? "").trim();
  const empty = { current, keyword, total: 0, records: [] as MemberRow[], error: null as string | null };
  const { token, deptId } = readSessionCookies(request);
  // The /user layout already sent visitors to log in; a member without a business has no members to list.
  if (!token || !deptId) return { ...empty, error: texts.noBusiness };
  try {
    const answer = await clientCall(memberCalls.businessMemberList)(
      memberClient(token, deptId, null),
      { current, size: PAGE_SIZE, ...(keyword ? { keyword } : {}) },
      { silent: true },
    );
    return { ...empty, total: answer.data.total, records: answer.data.records };
  } catch (error) {
    // A refused keyword says why (e.g. too long); anything else is a failure to load, said plainly.
    const said = error instanceof ApiError && error.code === 400 && error.msg ? error.msg : texts.loadFailed;
    return { ...empty, error: said };
  }
}

const columns: readonly TableColumn<MemberRow>[] = [
  { key: "realName", title: texts.name, render: (row) => (row.isMe ? `${row.realName}${texts.me}` : row.realName) },
  { key: "phone", title: texts.phone },
  { key: "role", title: texts.role, render: (row) => texts.roles[row.role] ?? row.role },
  { key: "joinTime", title: texts.joinTime },
];

/** 成员管理: who belongs to the business the member acts for, with their roles (spec §2 member-list). */
export default function MemberList({ loaderData }: Route.ComponentProps) {
  const { current, keyword, total, records, error } = loaderData;
  const { session } = useRootData();
  const [, setSearchParams] = useSearchParams();
  const loading = useNavigation().state === "loading";
  return (
    <div className={styles.inner} data-testid="member-list">
      <h1>{texts.title}</h1>
      {session.company && (
        <p>
          {texts.ofBusiness}
          <strong data-testid="member-list-business">{session.company.name}</strong>
        </p>
      )}
      {/* A plain GET form: the search works before hydration and keeps the keyword in the address. */}
      <Form method="get" role="search" className={styles.searchRow}>
        <label htmlFor="member-keyword">{texts.searchLabel}</label>
        <input id="member-keyword" name="keyword" defaultValue={keyword} maxLength={30} placeholder={texts.searchHint} className={styles.searchInput} />
        <button type="submit" className={styles.searchButton}>
          {texts.search}
        </button>
      </Form>
      {error ? (
        <p role="alert" data-testid="member-list-error">
          {error}
        </p>
      ) : (
        <Table
          caption={texts.caption}
          columns={columns}
          data={records}
          rowKey={(row) => String(row.memberId)}
          loading={loading}
          empty={<Empty description={keyword ? texts.noMatch : texts.empty} />}
        />
      )}
      {total > PAGE_SIZE && (
        <Pagination
          page={current}
          total={total}
          pageSize={PAGE_SIZE}
          aria-label={messages.pagination}
          onPageChange={(page) =>
            setSearchParams((params) => {
              params.set("current", String(page));
              return params;
            })
          }
        />
      )}
    </div>
  );
}

export function meta() {
  return [{ title: texts.title }];
}
