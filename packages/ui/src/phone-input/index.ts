export { PhoneInput, type PhoneInputProps, toPhoneDigits } from "./phone-input.tsx";
