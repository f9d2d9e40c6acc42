export { DropdownMenu } from "./dropdown-menu.tsx";
