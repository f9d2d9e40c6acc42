import { clientCall } from "@cidp/api-client";
import { homeCalls } from "@cidp/api-client/contract";
import { messageOf, SEND_CODE_COUNTDOWN_SECONDS, validatePhoneForCode } from "@cidp/domain";
import { CountdownButton } from "@cidp/ui";
import { useEffect, useRef, useState } from "react";
import { useApiClient } from "../../lib/api/api-client-context.tsx";
import { refusalMessage } from "../../lib/api/refusal-message.ts";
import { CaptchaDialog } from "../../lib/captcha/captcha-dialog.tsx";
import * as page from "../../lib/page.css.ts";
import { applyTexts as texts } from "./apply-texts.ts";
import * as styles from "./home-apply.css.ts";

function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={`${id}-error`} className={styles.fieldError} data-testid={`${id}-error`}>
      {text}
    </p>
  ) : null;
}

/**
 * 手机号 and 短信验证码: 获取验证码 checks the phone, opens the slider puzzle (the apply form's own
 * challenge), and sends the code with the puzzle's one-time proof, then counts down (spec §4: 60 s).
 * The sending needs the page's script; the form itself still posts to the route's action.
 */
export function PhoneCodeField({
  idPrefix,
  phone: typed,
  errors,
}: {
  idPrefix: string;
  phone: string;
  errors: { phone?: string | undefined; code?: string | undefined };
}) {
  const client = useApiClient();
  const [phone, setPhone] = useState(typed);
  const [open, setOpen] = useState(false);
  // The browser's own findings replace the action's, once the applicant acts again.
  const [phoneError, setPhoneError] = useState<string | undefined>(undefined);
  const [sent, setSent] = useState(false);
  const pending = useRef<((sent: boolean) => void) | null>(null);
  // Set from a pass until its code is sent: the dialog's closing then is no giving up.
  const passing = useRef(false);
  const phoneId = `${idPrefix}-phone`;
  const codeId = `${idPrefix}-code`;
  const shownPhoneError = phoneError ?? errors.phone;
  // A new answer of the action speaks for itself.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs on each new answer (errors), to clear the local message
  useEffect(() => setPhoneError(undefined), [errors]);

  const finish = (ok: boolean) => {
    pending.current?.(ok);
    pending.current = null;
  };

  const start = () =>
    new Promise<boolean>((resolve) => {
      const checked = validatePhoneForCode(phone.trim());
      if (!checked.ok) {
        setPhoneError(messageOf(checked));
        resolve(false);
        return;
      }
      setPhoneError(undefined);
      setSent(false);
      pending.current = resolve;
      setOpen(true);
    });

  const send = async (proof: string) => {
    passing.current = true;
    try {
      await clientCall(homeCalls.sendPhoneCode)(client, { phone: phone.trim(), proof, purpose: "apply" }, { silent: true });
      setSent(true);
      finish(true);
    } catch (error) {
      setPhoneError(refusalMessage(error, texts.submitFailed));
      finish(false);
    } finally {
      passing.current = false;
    }
  };

  return (
    <>
      <div className={page.field}>
        <label htmlFor={phoneId}>{texts.phone}</label>
        <input
          id={phoneId}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          className={styles.control}
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          maxLength={11}
          required
          aria-invalid={shownPhoneError ? true : undefined}
          aria-describedby={shownPhoneError ? `${phoneId}-error` : undefined}
        />
        <FieldError id={phoneId} text={shownPhoneError} />
      </div>
      <div className={page.field}>
        <label htmlFor={codeId}>{texts.code}</label>
        <div className={styles.codeRow}>
          <input
            id={codeId}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            className={styles.control}
            maxLength={6}
            required
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={[sent ? `${codeId}-sent` : "", errors.code ? `${codeId}-error` : ""].filter(Boolean).join(" ") || undefined}
          />
          <CountdownButton onSend={start} seconds={SEND_CODE_COUNTDOWN_SECONDS} label={texts.sendCode} data-testid={`${idPrefix}-send-code`} />
        </div>
        {sent && (
          <p id={`${codeId}-sent`} role="status" className={styles.hint} data-testid={`${idPrefix}-code-sent`}>
            {texts.codeSent}
          </p>
        )}
        <noscript>
          <p className={styles.fieldError}>{texts.codeNeedsScript}</p>
        </noscript>
        <FieldError id={codeId} text={errors.code} />
      </div>
      <CaptchaDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          // Closed without a pass: no code went out, the button is ready again.
          if (!next && !passing.current) finish(false);
        }}
        generate={async (c) => (await clientCall(homeCalls.financeApplyCaptcha)(c, { silent: true })).data}
        onPassed={(proof) => void send(proof)}
        phone={() => phone.trim()}
        className={styles.fieldError}
      />
    </>
  );
}
