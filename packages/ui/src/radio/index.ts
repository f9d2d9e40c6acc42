export { Radio, type RadioOption, type RadioProps } from "./radio.tsx";
