export { FormField, type FormFieldProps } from "./form-field.tsx";
export { useFormFieldControl } from "./form-field-context.ts";
