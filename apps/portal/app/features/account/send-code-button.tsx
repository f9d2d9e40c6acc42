import { ApiError, generateCaptcha, validateCaptcha } from "@cidp/api-client";
import { formatMessage, SEND_CODE_COUNTDOWN_SECONDS } from "@cidp/domain";
import { type CaptchaResult, type CaptchaStatus, CountdownButton } from "@cidp/ui";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useApiClient } from "../../lib/api/api-client-context.tsx";
import type { CaptchaChallenge } from "../../lib/captcha/captcha-dialog.tsx";
import * as styles from "./account.css.ts";
import { accountTexts } from "./account-texts.ts";
import { failureText } from "./failure-text.ts";

const texts = accountTexts.captcha;

// The dialog (Radix, its scroll lock and focus guards) and the puzzle: some 13 KB gzip a page needs only once a code is asked for.
const CaptchaDialog = lazy(() => import("./send-code-captcha-dialog.tsx"));

/** Props of SendCodeButton. */
export interface SendCodeButtonProps {
  /** Checked before the captcha opens (e.g. the phone typed so far); a text refuses and is shown. */
  precheck?: () => string | null;
  /** The phone the code is for, when the form knows it: the captcha counts its failures against it too. */
  phone?: () => string | undefined;
  /** Sends the code with the captcha's one-time proof; resolves the service's message, throws when refused. */
  send: (proof: string) => Promise<string>;
  /**
   * The SMS alternative to the puzzle (长辈版, people who cannot drag or see it): sends the code
   * without the puzzle, the service holding it to its own budget and to the one phone; resolves the
   * service's message, throws when refused. Without it the dialog offers the puzzle only.
   */
  assist?: () => Promise<string>;
}

/**
 * 发送验证码: the slider captcha in a dialog, then the code is sent with its proof, then the
 * button counts down (spec §4: 60 s). Runs in the browser (the puzzle needs a hand) through the
 * tab's API client; the form's own call still goes through the route's action.
 */
export function SendCodeButton({ precheck, phone, send, assist }: SendCodeButtonProps) {
  const client = useApiClient();
  const [open, setOpen] = useState(false);
  // Once opened, the dialog stays mounted: closing it is the dialog's own, animated.
  const [opened, setOpened] = useState(false);
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [status, setStatus] = useState<CaptchaStatus>("idle");
  const [problem, setProblem] = useState<string | null>(null);
  const [note, setNote] = useState<{ text: string; failed: boolean } | null>(null);
  const [assisting, setAssisting] = useState(false);
  // The countdown button waits on this: true once a code went out, false when the member gave up.
  const pending = useRef<((sent: boolean) => void) | null>(null);
  const retry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(retry.current), []);

  const finish = (sent: boolean, text: string | null, failed = !sent) => {
    clearTimeout(retry.current);
    if (text) setNote({ text, failed });
    setOpen(false);
    setChallenge(null);
    setStatus("idle");
    setProblem(null);
    pending.current?.(sent);
    pending.current = null;
  };

  const loadChallenge = async () => {
    clearTimeout(retry.current);
    setStatus("idle");
    setChallenge(null);
    try {
      setChallenge((await generateCaptcha(client, { silent: true })).data);
    } catch (error) {
      finish(false, failureText(error, texts.unavailable));
    }
  };

  const start = () =>
    new Promise<boolean>((resolve) => {
      const refusal = precheck?.() ?? null;
      if (refusal) {
        setNote({ text: refusal, failed: true });
        resolve(false);
        return;
      }
      setNote(null);
      pending.current = resolve;
      setOpened(true);
      setOpen(true);
      void loadChallenge();
    });

  const onComplete = async ({ x, track }: CaptchaResult) => {
    if (!challenge) return;
    setStatus("checking");
    setProblem(null);
    const forPhone = phone?.();
    let proof: string;
    try {
      const { data } = await validateCaptcha(client, { captchaId: challenge.captchaId, x, track, ...(forPhone ? { phone: forPhone } : {}) }, { silent: true });
      if ("next" in data) {
        // One more round: the next puzzle, solved the same way.
        setChallenge(data.next);
        setStatus("idle");
        return;
      }
      proof = data.proof;
    } catch (error) {
      // Blocked for a while (429): say so and stop. A wrong drop: a new puzzle after a moment.
      if (error instanceof ApiError && (error.status === 429 || error.code === 429)) return finish(false, failureText(error));
      setStatus("failure");
      setProblem(texts.failed);
      retry.current = setTimeout(() => void loadChallenge(), 1000);
      return;
    }
    setStatus("success");
    try {
      finish(true, await send(proof), false);
    } catch (error) {
      finish(false, failureText(error));
    }
  };

  // The puzzle stays open when the alternative is refused (its budget spent): the person can still solve it.
  const onAssist = async () => {
    if (!assist) return;
    clearTimeout(retry.current);
    setAssisting(true);
    setProblem(null);
    try {
      const text = await assist();
      finish(true, text, false);
    } catch (error) {
      setProblem(failureText(error));
    } finally {
      setAssisting(false);
    }
  };

  return (
    <>
      <CountdownButton
        onSend={start}
        seconds={SEND_CODE_COUNTDOWN_SECONDS}
        label={formatMessage("send-code.label")}
        countingLabel={(n) => formatMessage("send-code.countdown", { n })}
        data-testid="send-code"
      />
      {note &&
        (note.failed ? (
          <p role="alert" className={styles.sendError} data-testid="send-code-note">
            {note.text}
          </p>
        ) : (
          <p role="status" className={styles.sendNote} data-testid="send-code-note">
            {note.text}
          </p>
        ))}
      {/* The dialog and its puzzle load with the first 发送验证码, not with the page. */}
      {opened && (
        <Suspense fallback={null}>
          <CaptchaDialog
            open={open}
            onDismiss={() => finish(false, null)}
            challenge={challenge}
            status={status}
            onComplete={(result) => void onComplete(result)}
            onRefresh={() => void loadChallenge()}
            alternative={
              assist ? { label: assisting ? texts.alternativeSending : texts.alternative, onSelect: () => void onAssist(), busy: assisting } : undefined
            }
            problem={problem}
          />
        </Suspense>
      )}
    </>
  );
}
