import { generateCaptcha } from "@cidp/api-client";
import { Button } from "@cidp/ui";
import { useEffect, useState } from "react";
import { CaptchaDialog } from "../../lib/captcha/captcha-dialog.tsx";
import * as styles from "./law-services.css.ts";
import { lawTexts as texts } from "./law-services-texts.ts";

/**
 * 安全验证 of a form: the login service's slider puzzle in a dialog; a pass puts its one-time proof
 * into the hidden `proof` field, which the route's action hands to the services (they spend it).
 * The puzzle needs a hand and so the page's script; without it the form says so.
 */
export function CaptchaField({ id, error }: { id: string; error?: string | undefined }) {
  const [open, setOpen] = useState(false);
  const [proof, setProof] = useState("");

  // A refusal of the form (wrong field, spent proof) asks for a fresh puzzle: a proof works once.
  useEffect(() => {
    if (error) setProof("");
  }, [error]);

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
          onClick={() => setOpen(true)}
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
      <CaptchaDialog
        open={open}
        onOpenChange={setOpen}
        generate={async (client) => (await generateCaptcha(client, { silent: true })).data}
        onPassed={setProof}
        className={styles.fieldError}
      />
    </div>
  );
}
