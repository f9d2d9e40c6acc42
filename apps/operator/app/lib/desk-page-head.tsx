import type { ReactNode } from "react";
import { BackLink } from "./back-link.tsx";
import { MessageLine } from "./message-line.tsx";

/**
 * The head every record page of the desk opens with, in this order: the way back to its list,
 * the title, the result of the last change (`?result=`) and the refusal of the last post.
 * One place, so the pages keep the same order and roles (status before alert) for screen readers.
 */
export function DeskPageHead({
  back,
  title,
  result,
  error,
}: {
  back: { href: string; label: string };
  title: ReactNode;
  result: string | null | undefined;
  error: string | null | undefined;
}) {
  return (
    <>
      <BackLink href={back.href} label={back.label} />
      <h1>{title}</h1>
      <MessageLine kind="success" text={result} />
      <MessageLine kind="error" text={error} />
    </>
  );
}
