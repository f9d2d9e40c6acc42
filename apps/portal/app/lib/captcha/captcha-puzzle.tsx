import { type CaptchaResult, type CaptchaStatus, SliderCaptcha, type SliderCaptchaProps, Spinner } from "@cidp/ui";
import type { CaptchaChallenge } from "./captcha-dialog.tsx";

/**
 * The body of a captcha dialog: the challenge's slider puzzle, or while the next one loads a spinner
 * (`loadingLabel`; null shows nothing, where the dialog says why instead).
 */
export function CaptchaPuzzle({
  challenge,
  status,
  onComplete,
  onRefresh,
  loadingLabel,
  alternative,
}: {
  challenge: CaptchaChallenge | null;
  status: CaptchaStatus;
  onComplete: (result: CaptchaResult) => void;
  onRefresh: () => void;
  loadingLabel: string | null;
  alternative?: SliderCaptchaProps["alternative"] | undefined;
}) {
  if (!challenge) return loadingLabel === null ? null : <Spinner label={loadingLabel} />;
  return (
    <SliderCaptcha
      backgroundSrc={challenge.backgroundImage}
      pieceSrc={challenge.pieceImage}
      pieceY={challenge.pieceY}
      status={status}
      onComplete={onComplete}
      onRefresh={onRefresh}
      {...(alternative ? { alternative } : {})}
    />
  );
}
