import { Table } from "@cidp/ui";
import { procurementTexts as texts } from "./procurement-texts.ts";
import type { BuyerSheet } from "./sheet-loaders.server.ts";

/** Companies invited by phone or credit code that have yet to register and certify (待注册). */
export function PendingInvitations({ sheet }: { sheet: BuyerSheet }) {
  if (sheet.pendingInvitations.length === 0) return null;
  return (
    <section aria-labelledby="pending-invitations">
      <h2 id="pending-invitations">{texts.pendingTitle}</h2>
      <Table
        caption={texts.pendingTitle}
        columns={[
          { key: "companyName", title: texts.externalCompany },
          { key: "contact", title: texts.pendingContact },
          { key: "invitedAt", title: texts.pendingInvitedAt },
          { key: "stateLabel", title: texts.invitation },
        ]}
        data={sheet.pendingInvitations}
        rowKey={(row) => String(row.id)}
        empty={null}
      />
    </section>
  );
}
