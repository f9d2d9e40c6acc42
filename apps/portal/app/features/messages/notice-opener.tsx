import { getBusinessList } from "@cidp/api-client";
import type { Notice } from "@cidp/domain";
import { type ReactNode, useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { useApiClient } from "../../lib/api/api-client-context.tsx";
import { browserNoticeRouter, openNotice } from "../../lib/notices/open-notice.ts";
import { useRootData } from "../../lib/site/use-root-data.ts";
import * as styles from "./notice-opener.css.ts";

/** The member's businesses, for a notice of another one (read when such a notice is clicked, not before). */
async function actorOf(client: ReturnType<typeof useApiClient>, currentBusinessId: string | null) {
  const listed = await getBusinessList(client).then(
    (answer) => answer.data.map((b) => String(b.businessId)),
    () => [] as string[],
  );
  return { currentBusinessId, businessIds: listed };
}

/** Makes a notice row clickable with the drawer's behaviour: mark read, refresh, route for the notice's business (members only, lazy). */
export default function NoticeOpener({ notice, children }: { notice: Notice; children: ReactNode }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const client = useApiClient();
  const { session } = useRootData();
  const [refusal, setRefusal] = useState<string | null>(null);
  const currentBusinessId = session.company ? String(session.company.id) : null;
  const open = async () => {
    // Only a notice about another business needs the member's list of businesses.
    const other = notice.businessId != null && String(notice.businessId) !== currentBusinessId;
    const actor = other ? await actorOf(client, currentBusinessId) : { currentBusinessId, businessIds: [] };
    await openNotice(
      client,
      notice,
      browserNoticeRouter(client, { navigate: (to) => void navigate(to), explain: setRefusal }),
      () => void revalidator.revalidate(),
      actor,
    );
  };
  return (
    <>
      <button type="button" style={{ all: "unset", cursor: "pointer", display: "block", width: "100%" }} onClick={() => void open()}>
        {children}
      </button>
      {refusal && (
        <p role="alert" className={styles.refusal} data-testid="notice-refusal">
          {refusal}
        </p>
      )}
    </>
  );
}
