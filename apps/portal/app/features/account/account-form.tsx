import { PERSONAL_CENTER_PATH } from "@cidp/domain";
import { Button, FormField, Input, type InputProps, PinInput } from "@cidp/ui";
import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import { MayCall } from "../../lib/member-center/may-call.tsx";
import type { CallAccess } from "../../lib/member-center/use-member-center.ts";
import * as page from "../../lib/page.css.ts";
import * as styles from "./account.css.ts";
import { accountTexts } from "./account-texts.ts";
import { SendCodeButton, type SendCodeButtonProps } from "./send-code-button.tsx";

/** A labelled text or password input of a password form, with its hint and its field message. */
export function AccountField({
  id,
  label,
  hint,
  error,
  ...input
}: { id: string; label: string; hint?: string | undefined; error?: string | undefined } & Omit<InputProps, "id">) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} required>
      <Input {...input} />
    </FormField>
  );
}

/** The action's own error (what the services refused), announced when it appears. */
export function FormError({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p role="alert" className={styles.formError} data-testid="account-form-error">
      {error}
    </p>
  );
}

/** The submit button: busy while the action runs. */
export function SubmitButton({ label = accountTexts.submit }: { label?: string }) {
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting";
  return (
    <Button type="submit" variant="primary" loading={submitting}>
      {label}
    </Button>
  );
}

interface PasswordFieldProps {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error: string | undefined;
}

/** A login password input: up to 64 characters, which the browser may fill (`current-`) or offer to generate (`new-password`). */
function PasswordField({ autoComplete, ...field }: PasswordFieldProps & { autoComplete: "current-password" | "new-password" }) {
  return <AccountField {...field} type="password" autoComplete={autoComplete} maxLength={64} />;
}

/** The SMS code box with its 发送验证码 button, as the pages that stand a code in for a password ask it. */
export function SmsCodeField({ id, error, ...send }: { id: string; error: string | undefined } & SendCodeButtonProps) {
  return (
    <FormField id={id} label={accountTexts.fields.code} error={error} required>
      <div className={styles.codeRow}>
        <PinInput name="code" />
        <SendCodeButton {...send} />
      </div>
    </FormField>
  );
}

/** The member's current login password, as the forms that change a credential ask it to confirm the change. */
export function CurrentPasswordField(field: PasswordFieldProps) {
  return <PasswordField {...field} autoComplete="current-password" />;
}

/**
 * The new password and its confirmation, as every page that sets a login password asks them
 * (ids `<idPrefix>-new` and `<idPrefix>-confirm`), then the action's error and the submit button.
 */
export function NewPasswordFields({
  idPrefix,
  errors,
  error,
}: {
  idPrefix: string;
  errors: { newPassword?: string | undefined; confirmPassword?: string | undefined } | undefined;
  error: string | null | undefined;
}) {
  return (
    <>
      <PasswordField
        id={`${idPrefix}-new`}
        name="newPassword"
        autoComplete="new-password"
        label={accountTexts.fields.newPassword}
        hint={accountTexts.passwordHint}
        error={errors?.newPassword}
      />
      <PasswordField
        id={`${idPrefix}-confirm`}
        name="confirmPassword"
        autoComplete="new-password"
        label={accountTexts.fields.confirmPassword}
        error={errors?.confirmPassword}
      />
      <FormError error={error} />
      <div>
        <SubmitButton />
      </div>
    </>
  );
}

/** What replaces the form once it is done: the outcome, what follows from it, and the way on. */
export function DonePanel({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <section className={styles.done} role="status" aria-labelledby="account-done-title" data-testid="account-done">
      <h2 id="account-done-title" className={styles.doneTitle}>
        {title}
      </h2>
      <p>{children}</p>
      {action ?? <Link to={PERSONAL_CENTER_PATH}>{accountTexts.backToCenter}</Link>}
    </section>
  );
}

/**
 * A password page: its heading and what it is for (`texts`), then its form (`children`, posted to
 * the page's action) or, once the action has succeeded, `done` in its place.
 */
export function AccountFormPage({
  call,
  testId,
  texts,
  done,
  children,
}: {
  /** The contract call the form makes. */
  call: CallAccess;
  testId: string;
  texts: { title: string; intro: string };
  done: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className={page.inner} data-testid={testId}>
      <h1>{texts.title}</h1>
      <p className={styles.intro}>{texts.intro}</p>
      {done || (
        <MayCall call={call}>
          <Form method="post" noValidate className={styles.form} aria-label={texts.title}>
            {children}
          </Form>
        </MayCall>
      )}
    </div>
  );
}
