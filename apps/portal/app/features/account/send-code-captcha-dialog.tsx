import { type CaptchaResult, type CaptchaStatus, Dialog, type SliderCaptchaProps } from "@cidp/ui";
import type { CaptchaChallenge } from "../../lib/captcha/captcha-dialog.tsx";
import { CaptchaPuzzle } from "../../lib/captcha/captcha-puzzle.tsx";
import * as styles from "./account.css.ts";
import { accountTexts } from "./account-texts.ts";

const texts = accountTexts.captcha;

/** Props of the 发送验证码 captcha dialog: SendCodeButton holds its state. */
export interface SendCodeCaptchaDialogProps {
  open: boolean;
  /** The person closed the dialog without solving the puzzle. */
  onDismiss: () => void;
  challenge: CaptchaChallenge | null;
  status: CaptchaStatus;
  onComplete: (result: CaptchaResult) => void;
  onRefresh: () => void;
  alternative?: SliderCaptchaProps["alternative"] | undefined;
  /** Why the last try failed, shown under the puzzle. */
  problem: string | null;
}

/** The slider captcha in a dialog, before a code is sent (loaded with the first 发送验证码: send-code-button.tsx). */
export default function SendCodeCaptchaDialog({ open, onDismiss, challenge, status, onComplete, onRefresh, alternative, problem }: SendCodeCaptchaDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : onDismiss())}>
      <Dialog.Content title={texts.title} description={texts.hint} size="small">
        <div className={styles.captcha}>
          <CaptchaPuzzle
            challenge={challenge}
            status={status}
            onComplete={onComplete}
            onRefresh={onRefresh}
            loadingLabel={texts.loading}
            alternative={alternative}
          />
          {problem && (
            <p className={styles.sendError} role="alert">
              {problem}
            </p>
          )}
        </div>
      </Dialog.Content>
    </Dialog.Root>
  );
}
