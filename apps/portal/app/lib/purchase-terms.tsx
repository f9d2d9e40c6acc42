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
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What a buyer reads before paying for something the platform sells (a legal package, a lesson):
 * who provides it, then its titled lists of scope, contents, terms and refund rules.
 */
export function PurchaseTerms({
  testId,
  providerLabel,
  provider,
  parts,
}: {
  testId: string;
  providerLabel: string;
  provider: string;
  parts: readonly TermsPart[];
}) {
  return (
    <div data-testid={testId}>
      {provider && (
        <p>
          <strong>{providerLabel}：</strong>
          {provider}
        </p>
      )}
      {parts.map((part) => (
        <Part key={part.id} {...part} />
      ))}
    </div>
  );
}
