export { Empty, type EmptyProps } from "./empty.tsx";
