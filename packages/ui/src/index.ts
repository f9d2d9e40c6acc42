import "./theme/theme.css.ts";

export { Button, type ButtonProps } from "./button/index.ts";
export { vars } from "./theme/contract.css.ts";
