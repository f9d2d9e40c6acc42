export { ElderModeToggle, type ElderModeToggleProps } from "./elder-mode-toggle.tsx";
