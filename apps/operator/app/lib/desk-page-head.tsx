import type { ReactNode } from "react";
import * as styles from "../desk.css.ts";
import { BackLink } from "./back-link.tsx";
import { MessageLine } from "./message-line.tsx";

/**
 * The head every record page of the desk opens with, in this order: the way back to its list,
 * the title, what the page is for (`intro`, where it says), the result of the last change
 * (`?result=`) and the refusal of the last post.
 * One place, so the pages keep the same order and roles (status before alert) for screen readers.
 */
export function DeskPageHead({
  back,
  title,
  intro,
  result,
  error,
}: {
  back: { href: string; label: string };
  title: ReactNode;
  intro?: ReactNode;
  result: string | null | undefined;
  error?: string | null | undefined;
}) {
  return (
    <>
      <BackLink href={back.href} label={back.label} />
      <h1>{title}</h1>
      {intro ? <p className={styles.muted}>{intro}</p> : null}
      <MessageLine kind="success" text={result} />
      <MessageLine kind="error" text={error} />
    </>
  );
}
