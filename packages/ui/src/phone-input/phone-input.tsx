import type { ChangeEvent } from "react";
import { Input, type InputProps } from "../input/input.tsx";

/** Props of PhoneInput. */
export type PhoneInputProps = Omit<InputProps, "type" | "inputMode" | "onChange" | "value" | "defaultValue" | "maxLength"> & {
  value?: string;
  defaultValue?: string;
  /** Called with digits only (at most `maxLength`). */
  onValueChange?: (digits: string) => void;
  /** Digits allowed; mainland mobile numbers have 11. */
  maxLength?: number;
  /** Shown before the number; set to null to hide. */
  countryCode?: string | null;
};

/** Keeps only digits, at most `max` of them (pasted "138 0000-0001" becomes "13800000001"). */
export function toPhoneDigits(text: string, max = 11): string {
  return text.replace(/\D+/g, "").slice(0, max);
}

/** A mobile number input: numeric keyboard, digits only, 11 at most. Validation stays with the caller. */
export function PhoneInput({
  value,
  defaultValue,
  onValueChange,
  maxLength = 11,
  countryCode = "+86",
  placeholder = "请输入手机号",
  ...rest
}: PhoneInputProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const digits = toPhoneDigits(event.target.value, maxLength);
    if (event.target.value !== digits) event.target.value = digits;
    onValueChange?.(digits);
  };
  return (
    <Input
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={placeholder}
      prefix={countryCode ?? undefined}
      value={value}
      defaultValue={defaultValue}
      onChange={handleChange}
      {...rest}
    />
  );
}
