export { Dialog, type DialogContentProps } from "./dialog.tsx";
