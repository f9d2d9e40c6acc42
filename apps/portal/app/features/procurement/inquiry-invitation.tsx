import { Fact } from "../../lib/fact.tsx";
import * as page from "../../lib/page.css.ts";
import { PrimaryLink } from "../../lib/styled-links.tsx";
import { procurementTexts as texts } from "./procurement-texts.ts";
import { RespondForm } from "./respond-form.tsx";
import { SheetDocuments } from "./sheet-files.tsx";
import { SheetLineList } from "./sheet-line-list.tsx";
import type { SupplierSheet } from "./sheet-loaders.server.ts";

/** 询价邀请 as a notice opens it: who asks for what by when, 参与 / 不参与 with a reason, then on to quoting. */
export function InquiryInvitation({ sheet, busy }: { sheet: SupplierSheet; busy: boolean }) {
  return (
    <section className={page.panel} aria-labelledby="inquiry-invitation" data-testid="inquiry-invitation">
      <h2 id="inquiry-invitation">
        {texts.invitationTitle}：{sheet.title}
      </h2>
      <dl className={page.facts}>
        <Fact term={texts.buyer}>{sheet.buyerName}</Fact>
        <Fact term={texts.deadline}>{sheet.deadline}</Fact>
        <Fact term={texts.category}>{sheet.category}</Fact>
        <Fact term={texts.myState}>{sheet.myStateLabel}</Fact>
      </dl>
      <SheetLineList lines={sheet.lines} />
      <SheetDocuments files={sheet.documents} level={3} />
      {sheet.myState === "pending_response" && sheet.canQuote && <RespondForm busy={busy} />}
      <p>
        <PrimaryLink to={`/user/my-quotation/default?id=${sheet.id}`}>{texts.quote}</PrimaryLink>
      </p>
    </section>
  );
}
