export { Link, type LinkProps } from "./link.tsx";
