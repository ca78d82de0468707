import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { isBrowserCallName } from "../../contract/backend-calls";
import { captchaImage, doorRefusal, forwardToBackend, powChallengeJson, readJsonParam } from "~/services/transport/api-door.server";

// /api/{name}: the browser's door to the backend (spec section 7). A resource route: no page.
// POST with a JSON body for every name; GET only for the captcha image and for the proof-of-work
// challenge that the altcha widget fetches (docs/decisions/014-proof-of-work.md).

const GET_NAMES: ReadonlySet<string> = new Set(["kaptcha", "powChallenge"]);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const name = params.name ?? "";
  if (!isBrowserCallName(name)) return doorRefusal(404);
  if (name === "kaptcha") return captchaImage(request, context);
  if (name === "powChallenge") return powChallengeJson(request, context);
  return doorRefusal(405, { Allow: "POST" });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const name = params.name ?? "";
  if (!isBrowserCallName(name)) return doorRefusal(404);
  if (request.method !== "POST") return doorRefusal(405, { Allow: GET_NAMES.has(name) ? "GET, POST" : "POST" });
  const body = await readJsonParam(request);
  if (!body.ok) return doorRefusal(body.status);
  return forwardToBackend(request, context, name, body.param);
}
