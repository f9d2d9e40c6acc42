import { clientCall } from "@cidp/api-client";
import { type CallResult, procurementCalls } from "@cidp/api-client/contract";
import { Button, Empty } from "@cidp/ui";
import { Form, Link, useNavigation } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import * as styles from "../features/procurement/procurement.css.ts";
import { procurementTexts as texts } from "../features/procurement/procurement-texts.ts";
import { loadBuyerSheet, sheetIdOf } from "../features/procurement/sheet-loaders.server.ts";
import * as page from "../lib/page.css.ts";
import { PageLinks } from "../lib/page-links.tsx";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberAction } from "../lib/session/member-action.server.ts";
import { memberClientOrLogin } from "../lib/session/member-client-or-login.server.ts";
import type { Route } from "./+types/user-building-materials-invite-supplier";

const PAGE_SIZE = 20;
type Candidate = CallResult<typeof procurementCalls.supplierPool>["data"]["records"][number];

/** The sheet and a page of the supplier pool, filtered by name and certification. */
export async function loader({ request }: Route.LoaderArgs) {
  const sheet = await loadBuyerSheet(request);
  const params = new URL(request.url).searchParams;
  const keyword = (params.get("keyword") ?? "").trim().slice(0, 50);
  const certifiedOnly = params.get("certifiedOnly") === "1";
  const current = Math.max(1, Math.min(100_000, Number(params.get("page")) || 1));
  const pool = await clientCall(procurementCalls.supplierPool)(
    memberClientOrLogin(request),
    { current, size: PAGE_SIZE, ...(keyword ? { keyword } : {}), ...(certifiedOnly ? { certifiedOnly } : {}) },
    { silent: true },
  );
  const already = new Set(sheet.suppliers.map((s) => s.supplierBusinessId));
  return {
    sheet,
    keyword,
    certifiedOnly,
    current,
    pages: pool.data.pages,
    candidates: pool.data.records.map((c) => ({ ...c, invited: already.has(c.businessId) })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const id = sheetIdOf(request);
  const form = await request.formData();
  return memberAction(request, async (client) => {
    const answer = await clientCall(procurementCalls.invite)(client, { id, supplierBusinessIds: form.getAll("supplier").map(Number) }, { silent: true });
    return { msg: [texts.invited(answer.data.invited), ...answer.data.warnings].join("；") };
  });
}

/** 邀请供应商 (spec §2 building-materials/inviteSupplier): pick suppliers from the pool. */
export default function InviteSupplier({ loaderData, actionData }: Route.ComponentProps) {
  const { sheet, keyword, certifiedOnly, current, pages, candidates } = loaderData;
  const busy = useNavigation().state === "submitting";
  const hrefOf = (pageNo: number) =>
    `?${new URLSearchParams({ id: String(sheet.id), ...(keyword ? { keyword } : {}), ...(certifiedOnly ? { certifiedOnly: "1" } : {}), page: String(pageNo) })}`;
  return (
    <div className={page.inner} data-testid="invite-supplier">
      <div className={page.titleRow}>
        <h1>
          {texts.inviteTitle}：{sheet.title}
        </h1>
        <Link to={`/user/building-materials/selecting?id=${sheet.id}`} className={page.textLink}>
          {texts.back}
        </Link>
      </div>
      <p>{texts.inviteDescription}</p>
      <ActionNotice answer={actionData} />
      <Form method="get" className={page.searchRow}>
        <input type="hidden" name="id" value={sheet.id} />
        <label htmlFor="pool-keyword">{texts.keyword}</label>
        <input id="pool-keyword" name="keyword" defaultValue={keyword} className={page.searchInput} />
        <label>
          <input type="checkbox" name="certifiedOnly" value="1" defaultChecked={certifiedOnly} /> {texts.certifiedOnly}
        </label>
        <Button type="submit" variant="ghost">
          {texts.search}
        </Button>
      </Form>
      {candidates.length === 0 ? (
        <Empty description={texts.empty} />
      ) : (
        <Form method="post">
          <fieldset>
            <legend>{texts.suppliers}</legend>
            <ul className={page.plainList}>
              {candidates.map((c: Candidate & { invited: boolean }) => (
                <li key={c.businessId} className={styles.checkRow}>
                  <label>
                    <input type="checkbox" name="supplier" value={c.businessId} disabled={c.invited} /> {c.name}
                  </label>
                  <span className={page.tag}>{c.certified ? texts.certified : texts.uncertified}</span>
                  {c.invited && <span>{texts.invitation}：已邀请</span>}
                </li>
              ))}
            </ul>
          </fieldset>
          <Button type="submit" disabled={busy}>
            {texts.inviteSubmit}
          </Button>
        </Form>
      )}
      <PageLinks page={current} pages={pages} href={hrefOf} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.inviteTitle, description: texts.inviteDescription });
}
