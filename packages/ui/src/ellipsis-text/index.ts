export { EllipsisText, type EllipsisTextProps, isOverflowing } from "./ellipsis-text.tsx";
