import { data } from "react-router";

/** Any other address: the frame's 404 page (root ErrorBoundary). */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
