export { type StepItem, type StepStatus, Steps, type StepsProps, stepStatus } from "./steps.tsx";
