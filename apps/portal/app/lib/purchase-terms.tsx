import { TextList } from "./text-list.tsx";

/** One titled list of a purchase's terms; left out when it has no lines. */
interface TermsPart {
  id: string;
  title: string;
  lines: readonly string[];
}

function Part({ id, title, lines }: TermsPart) {
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <TextList items={lines} />
    </section>
  );
}

/** What every purchase answers besides its own lists: who provides it, its terms and its refund rules. */
interface CommonTerms {
  provider: string;
  terms: readonly string[];
  refundRules: readonly string[];
}

/**
 * What a buyer reads before paying for something the platform sells (a legal package, a lesson):
 * who provides it, its own titled lists (scope, contents …), then the terms and refund rules every
 * purchase has. Ids start with `idPrefix` (the block is `<idPrefix>-terms`).
 */
export function PurchaseTerms({
  idPrefix,
  labels,
  details,
  contents,
}: {
  idPrefix: string;
  /** The headings of the common parts, in the seller's words (服务提供方, 课程提供方 …). */
  labels: { provider: string; terms: string; refundRules: string };
  details: CommonTerms;
  contents: readonly TermsPart[];
}) {
  const parts = [
    ...contents,
    { id: `${idPrefix}-terms-list`, title: labels.terms, lines: details.terms },
    { id: `${idPrefix}-refund`, title: labels.refundRules, lines: details.refundRules },
  ];
  return (
    <div data-testid={`${idPrefix}-terms`}>
      {details.provider && (
        <p>
          <strong>{labels.provider}：</strong>
          {details.provider}
        </p>
      )}
      {parts.map((part) => (
        <Part key={part.id} {...part} />
      ))}
    </div>
  );
}
