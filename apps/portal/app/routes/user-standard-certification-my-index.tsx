import { clientCall } from "@cidp/api-client";
import { certificationCalls } from "@cidp/api-client/contract";
import { Empty } from "@cidp/ui";
import { Link } from "react-router";
import { CertificationPage } from "../features/certification/certification-page.tsx";
import { certifyTexts } from "../features/certification/certification-texts.ts";
import type { Submission } from "../features/certification/certification-types.ts";
import { StateTag } from "../features/certification/state-tag.tsx";
import { ListOrEmpty } from "../lib/list-or-empty.tsx";
import { readForMember } from "../lib/member-page.server.ts";
import * as page from "../lib/page.css.ts";
import { memberPageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/user-standard-certification-my-index";

const texts = certifyTexts;

/** The member's personal submissions and the selected business's, newest first. */
export async function loader({ context }: Route.LoaderArgs) {
  const records = await readForMember(context, (client) => clientCall(certificationCalls.records)(client, { silent: true }));
  return records ? { records, error: null } : { records: [] as Submission[], error: texts.loadFailed };
}

/** 我的认证 (spec §2 my-index): every submission with its state. */
export default function CertificationRecords({ loaderData }: Route.ComponentProps) {
  const { records, error } = loaderData;
  return (
    <CertificationPage title={texts.records}>
      {error && <p role="alert">{error}</p>}
      <ListOrEmpty items={records} empty={<Empty description={texts.noRecords} />} className={page.plainList} testId="certification-records">
        {(record) => (
          <li key={`${record.kind}-${record.id}`} className={page.panel}>
            <strong>{record.kind === "personal" ? texts.kindPersonal : texts.kindCorporate}</strong>{" "}
            <span>{record.kind === "personal" ? record.realName : record.companyName}</span> <StateTag state={record.state} />{" "}
            <span>
              {texts.submitTime}：{record.submitTime}
            </span>{" "}
            <Link to={`/user/standard-certification/my-detail?kind=${record.kind}&id=${record.id}`}>{texts.view}</Link>
          </li>
        )}
      </ListOrEmpty>
    </CertificationPage>
  );
}

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, texts.records);
}
