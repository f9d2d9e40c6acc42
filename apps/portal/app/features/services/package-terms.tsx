import { PurchaseTerms } from "../../lib/purchase-terms.tsx";
import { serviceTexts as texts } from "./services-texts.ts";

/** A package's terms as the services answer them (contract: servicePackageSchema.details). */
interface Details {
  provider: string;
  scope: readonly string[];
  deliverables: readonly string[];
  terms: readonly string[];
  refundRules: readonly string[];
}

/** What a buyer reads before paying for a package: who provides it, its scope, what it delivers, its terms and refund rules. */
export function PackageTerms({ details }: { details: Details }) {
  return (
    <PurchaseTerms
      idPrefix="package"
      labels={texts}
      details={details}
      contents={[
        { id: "package-scope", title: texts.scope, lines: details.scope },
        { id: "package-deliverables", title: texts.deliverables, lines: details.deliverables },
      ]}
    />
  );
}
