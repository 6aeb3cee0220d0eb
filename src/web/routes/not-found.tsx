import { data } from "react-router";

/** Every path outside the route table: a localized 404 page with status 404 (rendered by root's ErrorBoundary). */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
