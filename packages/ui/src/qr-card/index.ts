export { QrCard, type QrCardProps } from "./qr-card.tsx";
