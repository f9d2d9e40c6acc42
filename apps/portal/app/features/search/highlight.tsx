import { Fragment } from "react";

/** The pieces of a text, each marked when it is one of the terms (case-insensitive, longest term first). */
export function highlightParts(text: string, terms: readonly string[]): { text: string; marked: boolean }[] {
  const usable = [...new Set(terms.filter((term) => term.length > 0))].sort((a, b) => b.length - a.length);
  if (usable.length === 0 || text === "") return text === "" ? [] : [{ text, marked: false }];
  const pattern = new RegExp(`(${usable.map((term) => term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`, "giu");
  return text
    .split(pattern)
    .filter((part) => part !== "")
    .map((part) => ({ text: part, marked: usable.some((term) => term.toLowerCase() === part.toLowerCase()) }));
}

/** A text with the search's terms in `<mark>`: React elements, never HTML, so no text can become markup. */
export function Highlighted({ text, terms }: { text: string; terms: readonly string[] }) {
  return (
    <>
      {highlightParts(text, terms).map((part, index) =>
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one text, in order, never reordered.
        part.marked ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </>
  );
}
