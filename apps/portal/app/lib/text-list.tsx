import type { HTMLAttributes } from "react";

/** A bulleted list of short texts (a package's features, a plan's benefits, a form's warnings), each text its own key. */
export function TextList({ items, ...list }: { items: readonly string[] } & HTMLAttributes<HTMLUListElement>) {
  return (
    <ul {...list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
