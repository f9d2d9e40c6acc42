import { formatQuantity } from "@cidp/domain";
import { Link } from "react-router";
import * as page from "../../lib/page.css.ts";
import { procurementTexts as texts } from "./procurement-texts.ts";
import { RespondForm } from "./respond-form.tsx";
import type { SupplierSheet } from "./sheet-loaders.server.ts";

/** 询价邀请 as a notice opens it: who asks for what by when, 参与 / 不参与 with a reason, then on to quoting. */
export function InquiryInvitation({ sheet, busy }: { sheet: SupplierSheet; busy: boolean }) {
  return (
    <section className={page.panel} aria-labelledby="inquiry-invitation" data-testid="inquiry-invitation">
      <h2 id="inquiry-invitation">
        {texts.invitationTitle}：{sheet.title}
      </h2>
      <dl className={page.facts}>
        <dt>{texts.buyer}</dt>
        <dd>{sheet.buyerName}</dd>
        <dt>{texts.deadline}</dt>
        <dd>{sheet.deadline}</dd>
        <dt>{texts.category}</dt>
        <dd>{sheet.category}</dd>
        <dt>{texts.myState}</dt>
        <dd>{sheet.myStateLabel}</dd>
      </dl>
      <ul className={page.plainList}>
        {sheet.lines.map((line) => (
          <li key={line.lineNo}>
            {line.lineNo}. {line.name} {line.spec} · {formatQuantity(line.quantityMilli)} {line.unit}
          </li>
        ))}
      </ul>
      {sheet.myState === "pending_response" && sheet.canQuote && <RespondForm busy={busy} />}
      <p>
        <Link to={`/user/my-quotation/default?id=${sheet.id}`} className={page.primaryLink}>
          {texts.quote}
        </Link>
      </p>
    </section>
  );
}
