import { redirect } from "react-router";

/** `/` always lands on the home page (spec §2). */
export function loader() {
  return redirect("/default/home");
}
