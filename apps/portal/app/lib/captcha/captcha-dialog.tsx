import { ApiError, validateCaptcha } from "@cidp/api-client";
import { type CaptchaResult, type CaptchaStatus, Dialog } from "@cidp/ui";
import { useEffect, useRef, useState } from "react";
import { useApiClient } from "../api/api-client-context.tsx";
import { refusalMessage } from "../api/refusal-message.ts";
import { CaptchaPuzzle } from "./captcha-puzzle.tsx";
import { captchaTexts as texts } from "./captcha-texts.ts";

/** A slider puzzle as the login service hands it out. */
export interface CaptchaChallenge {
  captchaId: string;
  backgroundImage: string;
  pieceImage: string;
  pieceY: number;
}

/**
 * 安全验证 in a dialog: the login service's slider puzzle, every round of it, until a pass answers a
 * one-time proof through `onPassed` (the services spend it, once). `generate` fetches a puzzle: the
 * login service's own, or a form's designed one from the same table. Loads when opened.
 */
export function CaptchaDialog({
  open,
  onOpenChange,
  generate,
  onPassed,
  phone,
  className,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  generate: (client: ReturnType<typeof useApiClient>) => Promise<CaptchaChallenge>;
  onPassed: (proof: string) => void;
  /** The phone the proof is for, when the form knows it: the captcha counts its failures against it too. */
  phone?: (() => string | undefined) | undefined;
  /** The class of the dialog's problem line. */
  className?: string;
}) {
  const client = useApiClient();
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(null);
  const [status, setStatus] = useState<CaptchaStatus>("idle");
  const [problem, setProblem] = useState<string | null>(null);
  const retry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const load = async () => {
    clearTimeout(retry.current);
    setStatus("idle");
    setChallenge(null);
    setProblem(null);
    try {
      setChallenge(await generate(client));
    } catch (failure) {
      setProblem(refusalMessage(failure, texts.unavailable));
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a puzzle per opening, whatever the parent renders meanwhile
  useEffect(() => {
    if (open) void load();
    return () => clearTimeout(retry.current);
  }, [open]);

  const onComplete = async ({ x, track }: CaptchaResult) => {
    if (!challenge) return;
    setStatus("checking");
    try {
      const forPhone = phone?.();
      const { data } = await validateCaptcha(client, { captchaId: challenge.captchaId, x, track, ...(forPhone ? { phone: forPhone } : {}) }, { silent: true });
      if ("next" in data) {
        setChallenge(data.next);
        setStatus("idle");
        return;
      }
      setStatus("success");
      onPassed(data.proof);
      onOpenChange(false);
    } catch (failure) {
      if (failure instanceof ApiError && (failure.status === 429 || failure.code === 429)) {
        setProblem(failure.msg);
        setStatus("failure");
        return;
      }
      setStatus("failure");
      setProblem(texts.failed);
      retry.current = setTimeout(() => void load(), 1000);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content title={texts.title} description={texts.hint} size="small">
        <CaptchaPuzzle
          challenge={challenge}
          status={status}
          onComplete={(result) => void onComplete(result)}
          onRefresh={() => void load()}
          loadingLabel={problem ? null : texts.loading}
        />
        {problem && (
          <p className={className} role="alert">
            {problem}
          </p>
        )}
      </Dialog.Content>
    </Dialog.Root>
  );
}
