import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { FormActions } from "../../lib/form-actions.tsx";
import { LinkLine } from "../../lib/link-line.tsx";
import { MayCallOrRefusal } from "../../lib/member-center/may-call-or-refusal.tsx";
import type { CallAccess } from "../../lib/member-center/use-member-center.ts";
import * as page from "../../lib/page.css.ts";
import { certifyTexts as texts } from "./certification-texts.ts";

/** The certification overview, where every certification page leads back to. */
const CERTIFICATION_HOME = "/user/standard-certification/standard-index";

/** A certification page: its heading, what it shows (`children`), then the way back to the overview. */
export function CertificationPage({ title, testId, children }: { title: string; testId?: string; children: ReactNode }) {
  return (
    <div className={page.inner} data-testid={testId}>
      <h1>{title}</h1>
      {children}
      <LinkLine to={CERTIFICATION_HOME}>{texts.back}</LinkLine>
    </div>
  );
}

/**
 * A certification's form (personal or corporate): its heading and what it asks for, the action's
 * refusal (`notice`), then the fields (`children`) with the submit button and the way back to the
 * overview.
 */
export function CertificationFormPage({
  call,
  title,
  hint,
  notice,
  children,
}: {
  /** The contract call the form makes. */
  call: CallAccess;
  title: string;
  hint: string;
  notice: ReactNode;
  children: ReactNode;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <div className={page.inner}>
      <h1>{title}</h1>
      <p>{hint}</p>
      {notice}
      <MayCallOrRefusal call={call}>
        <Form method="post" className={page.panel} aria-label={title}>
          {children}
          <FormActions submitLabel={texts.submit} busy={busy} backTo={CERTIFICATION_HOME} backLabel={texts.back} />
        </Form>
      </MayCallOrRefusal>
    </div>
  );
}
