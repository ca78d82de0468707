import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { logOutAction } from "~/services/account/actions.server";

// /account/logout: POST only (the account menu's form). The backend revokes the session, the
// browser gets a new guest session, and a toast says goodbye. A GET changes nothing.
export function action({ request, context }: ActionFunctionArgs) {
  return logOutAction(request, context);
}

export function loader() {
  return redirect("/");
}
