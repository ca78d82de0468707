import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { isBrowserCallName } from "../../contract/backend-calls";
import { captchaImage, doorRefusal, forwardToBackend, readJsonParam } from "~/services/transport/api-door.server";

// /api/{name}: the browser's door to the backend (spec section 7). A resource route: no page.
// POST with a JSON body for every name; GET only for the captcha image.

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const name = params.name ?? "";
  if (!isBrowserCallName(name)) return doorRefusal(404);
  if (name !== "kaptcha") return doorRefusal(405, { Allow: "POST" });
  return captchaImage(request, context);
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const name = params.name ?? "";
  if (!isBrowserCallName(name)) return doorRefusal(404);
  if (request.method !== "POST") return doorRefusal(405, { Allow: name === "kaptcha" ? "GET, POST" : "POST" });
  const body = await readJsonParam(request);
  if (!body.ok) return doorRefusal(body.status);
  return forwardToBackend(request, context, name, body.param);
}
