export { Badge, type BadgeProps, formatBadgeCount } from "./badge.tsx";
