import { ApiError, generateCaptcha, validateCaptcha } from "@cidp/api-client";
import { Button, type CaptchaResult, type CaptchaStatus, Dialog, SliderCaptcha, Spinner } from "@cidp/ui";
import { useEffect, useRef, useState } from "react";
import { useApiClient } from "../../lib/api/api-client-context.tsx";
import * as styles from "./law-services.css.ts";
import { lawTexts as texts } from "./law-services-texts.ts";

interface Challenge {
  captchaId: string;
  backgroundImage: string;
  pieceImage: string;
  pieceY: number;
}

/**
 * 安全验证 of a form: the login service's slider puzzle in a dialog; a pass puts its one-time proof
 * into the hidden `proof` field, which the route's action hands to the services (they spend it).
 * The puzzle needs a hand and so the page's script; without it the form says so.
 */
export function CaptchaField({ id, error }: { id: string; error?: string | undefined }) {
  const client = useApiClient();
  const [open, setOpen] = useState(false);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [status, setStatus] = useState<CaptchaStatus>("idle");
  const [problem, setProblem] = useState<string | null>(null);
  const [proof, setProof] = useState("");
  const retry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(retry.current), []);
  // A refusal of the form (wrong field, spent proof) asks for a fresh puzzle: a proof works once.
  useEffect(() => {
    if (error) setProof("");
  }, [error]);

  const load = async () => {
    clearTimeout(retry.current);
    setStatus("idle");
    setChallenge(null);
    setProblem(null);
    try {
      setChallenge((await generateCaptcha(client, { silent: true })).data);
    } catch (failure) {
      setProblem(failure instanceof ApiError && failure.msg ? failure.msg : texts.captchaUnavailable);
    }
  };

  const onComplete = async ({ x, track }: CaptchaResult) => {
    if (!challenge) return;
    setStatus("checking");
    try {
      const { data } = await validateCaptcha(client, { captchaId: challenge.captchaId, x, track }, { silent: true });
      if ("next" in data) {
        setChallenge(data.next);
        setStatus("idle");
        return;
      }
      setStatus("success");
      setProof(data.proof);
      setOpen(false);
    } catch (failure) {
      if (failure instanceof ApiError && (failure.status === 429 || failure.code === 429)) {
        setProblem(failure.msg);
        setStatus("failure");
        return;
      }
      setStatus("failure");
      setProblem(texts.captchaFailed);
      retry.current = setTimeout(() => void load(), 1000);
    }
  };

  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <span id={`${id}-label`}>{texts.fieldCaptcha}</span>
      <input type="hidden" name="proof" value={proof} />
      <div>
        <Button
          id={id}
          type="button"
          variant={proof ? "ghost" : "primary"}
          aria-describedby={error ? errorId : undefined}
          aria-labelledby={`${id}-label ${id}`}
          onClick={() => {
            setOpen(true);
            void load();
          }}
          data-testid="need-captcha"
        >
          {proof ? texts.captchaAgain : texts.captchaStart}
        </Button>{" "}
        {proof && (
          <span role="status" data-testid="need-captcha-done">
            {texts.captchaDone}
          </span>
        )}
      </div>
      <noscript>
        <p className={styles.fieldError}>{texts.captchaNeedsScript}</p>
      </noscript>
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
      <Dialog.Root open={open} onOpenChange={setOpen}>
        <Dialog.Content title={texts.captchaTitle} description={texts.captchaHint} size="small">
          {challenge ? (
            <SliderCaptcha
              backgroundSrc={challenge.backgroundImage}
              pieceSrc={challenge.pieceImage}
              pieceY={challenge.pieceY}
              status={status}
              onComplete={(result) => void onComplete(result)}
              onRefresh={() => void load()}
            />
          ) : (
            !problem && <Spinner label={texts.captchaLoading} />
          )}
          {problem && (
            <p className={styles.fieldError} role="alert">
              {problem}
            </p>
          )}
        </Dialog.Content>
      </Dialog.Root>
    </div>
  );
}
