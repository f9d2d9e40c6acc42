export { Avatar, type AvatarProps } from "./avatar.tsx";
