import { useEffect, useRef, useState } from "react";
import { Button, type ButtonProps } from "../button/button.tsx";

/** Props of CountdownButton. */
export type CountdownButtonProps = Omit<ButtonProps, "onClick" | "children" | "loading"> & {
  /** Sends the code. Resolve `false` (or throw) when sending failed, so no countdown starts. */
  onSend: () => boolean | undefined | Promise<boolean | undefined>;
  /** Seconds to wait before another send: the host passes the product's rule (the domain's send-code countdown). */
  seconds: number;
  label?: string;
  /** Label while counting down. */
  countingLabel?: (secondsLeft: number) => string;
};

/**
 * The send-code button: after a successful send it is disabled for `seconds`, then shows its label
 * again. Server-rendered it is disabled until the page's script has taken it over: sending needs the
 * script (the puzzle, the countdown), and a press before then would do nothing at all.
 */
export function CountdownButton({
  onSend,
  seconds,
  label = "发送验证码",
  countingLabel = (left) => `${left}秒后重新发送`,
  disabled,
  variant = "ghost",
  ...rest
}: CountdownButtonProps) {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const [scripted, setScripted] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  useEffect(() => {
    setScripted(true);
    return () => clearInterval(timer.current);
  }, []);

  const start = () => {
    setLeft(seconds);
    clearInterval(timer.current);
    timer.current = setInterval(() => {
      setLeft((current) => {
        if (current <= 1) {
          clearInterval(timer.current);
          return 0;
        }
        return current - 1;
      });
    }, 1000);
  };

  const handleClick = async () => {
    setSending(true);
    try {
      const sent = await onSend();
      if (sent !== false) start();
    } catch {
      // A failed send leaves the button ready to try again; the caller shows the error.
    } finally {
      setSending(false);
    }
  };

  const counting = left > 0;
  return (
    <Button variant={variant} disabled={!scripted || disabled || counting} loading={sending} onClick={handleClick} {...rest}>
      {/* Only the end of the countdown is worth announcing, not every second. */}
      <span aria-live={counting ? "off" : "polite"}>{counting ? countingLabel(left) : label}</span>
    </Button>
  );
}
