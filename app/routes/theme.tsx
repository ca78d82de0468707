import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { safeRedirect } from "~/services/shell/navigation";
import { serializeThemeCookie } from "~/services/shell/theme.server";

// The theme switch's form target: works as a plain form post without JavaScript.
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const theme = form.get("theme") === "dark" ? "dark" : "light";
  const target = safeRedirect(String(form.get("redirectTo") ?? "/"), "/");
  return redirect(target, { status: 303, headers: { "Set-Cookie": serializeThemeCookie(theme, context) } });
}

export function loader() {
  return redirect("/");
}
