// The browser's POST to /api/{name} (spec section 7); the call wrapper with the side effects of
// spec sections 4 and 8 is the hook useApi (app/components/shell/use-api.ts). Browser code only.
import { INTERNAL_ERROR_MESSAGE, RESULT } from "../../../contract/result-codes";
import { apiAnswerSchema, type ApiAnswer } from "./api-envelope";
import { type BackendCallName } from "../../../contract/backend-calls";
import { t } from "../locale/messages";

export type ApiName = BackendCallName;
export { RESULT, type ApiAnswer };

/** What the answer is when none could be read (spec section 8). */
const UNREADABLE: ApiAnswer = { code: RESULT.internal, msg: INTERNAL_ERROR_MESSAGE, data: null };

export type ApiOutcome = ApiAnswer & { networkLost: boolean };

/** One POST to /api/{name} with a JSON body. Never throws; no side effects (see useApi for those). */
export async function postApi(name: ApiName, param: object = {}): Promise<ApiOutcome> {
  let response: Response;
  try {
    response = await fetch(`/api/${name}`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(param),
      credentials: "same-origin",
    });
  } catch {
    return { code: RESULT.internal, msg: t("networkLost"), data: null, networkLost: true };
  }
  try {
    const answer = apiAnswerSchema.safeParse(await response.json());
    return answer.success
      ? { code: answer.data.code, msg: answer.data.msg, data: answer.data.data, networkLost: false }
      : { ...UNREADABLE, networkLost: false };
  } catch {
    return { ...UNREADABLE, networkLost: false };
  }
}
