export { Drawer, type DrawerProps } from "./drawer.tsx";
