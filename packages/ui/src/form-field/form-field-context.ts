import { createContext, useContext } from "react";

/** What a FormField tells the control inside it. */
export interface FormFieldContextValue {
  id: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  disabled: boolean;
}

/** Set by FormField; controls read it to wire label, hint and error. */
export const FormFieldContext = createContext<FormFieldContextValue | null>(null);

/** The accessibility attributes a control inside a FormField should carry (own props win). */
export function useFormFieldControl(own: {
  id?: string | undefined;
  "aria-describedby"?: string | undefined;
  "aria-invalid"?: boolean | "true" | "false" | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
}) {
  const field = useContext(FormFieldContext);
  return {
    id: own.id ?? field?.id,
    "aria-describedby": [field?.describedBy, own["aria-describedby"]].filter(Boolean).join(" ") || undefined,
    "aria-invalid": own["aria-invalid"] ?? (field?.invalid ? true : undefined),
    required: own.required ?? field?.required,
    disabled: own.disabled ?? field?.disabled,
  };
}
