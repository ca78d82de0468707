import { data, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { type BackendCallName, type ParamOf, type ResultOf } from "../../../contract/backend-calls";
import { RESULT } from "../../../contract/result-codes";
import { callBackend, type BackendAnswer } from "../transport/backend.server";
import { readUploadForm } from "./form-upload.server";
import { MAX_IMAGE_BYTES } from "../../../contract/images";
import { isMessageKey, type MessageKey } from "../locale/messages";
import { clearPendingPhoneHeader, pendingPhoneHeader } from "./pending-phone.server";
import { refreshedUserCookies } from "../session/session.server";
import { redirectWithToast } from "../shell/toast.server";
import { sessionExpiredRedirect, USER_CENTRE_PATH } from "./load.server";
import {
  echoedValues,
  FIELD_ORDER,
  isUserFormIntent,
  parseUserForm,
  type FieldErrors,
  type UserFormData,
  type UserFormFailure,
  type UserFormIntent,
} from "./forms";
import { userInfoFromServer } from "../../../contract/domain/user-info";

// The forms of /user, after the page's own check: the backend call, then a redirect with a toast
// on success (post/redirect/get) or the refusal with what was typed.

/** One image and a few text fields; anything bigger is refused before it is read. */
const MAX_REQUEST_BYTES = MAX_IMAGE_BYTES + 512 * 1024;
const FILE_FIELDS = ["avatar", "image"] as const;

/** The message when the backend cannot be reached or says something unreadable. */
const UNAVAILABLE: Record<UserFormIntent, MessageKey> = {
  profile: "updateProfileFailed",
  avatar: "updateAvatarFailed",
  password: "errorTryAgain",
  bindPhoneSendCode: "errorTryAgain",
  bindPhoneVerify: "errorTryAgain",
  feedback: "sendFeedbackFailed",
  unfollow: "errorOccurred",
};

/** Which field a backend refusal belongs to, when its fieldErrors do not say. */
const REFUSAL_FIELDS: Partial<Record<MessageKey, string>> = {
  nicknameTooShort: "nickname",
  nicknameTooLong: "nickname",
  nicknameInvalid: "nickname",
  genderInvalid: "gender",
  birthDateInvalid: "birthday",
  avatarTooLarge: "avatar",
  avatarWrongType: "avatar",
  currentPasswordWrong: "currentPassword",
  passwordTooShort: "newPassword",
  passwordTooLong: "newPassword",
  phoneInvalid: "phone",
  phoneTaken: "phone",
  smsCodeInvalid: "code",
  feedbackImageWrongType: "image",
  imageTooLarge: "image",
  roomNumberInvalid: "roomNumber",
};

interface FormRequest<I extends UserFormIntent> {
  context: AppLoadContext;
  sessionId: string;
  intent: I;
  fields: UserFormData<I>;
  values: UserFormFailure["values"];
}

function refused(failure: UserFormFailure, status = 400) {
  return data(failure, { status });
}

/** The backend's refusal as field errors of the form that was sent. */
function refusalErrors(intent: UserFormIntent, answer: BackendAnswer): FieldErrors {
  const message: MessageKey = isMessageKey(answer.message) ? answer.message : UNAVAILABLE[intent];
  const fields = FIELD_ORDER[intent];
  const errors: FieldErrors = {};
  // The backend names its own fields (password, not currentPassword): the key says which field of this form it is.
  const reported = z.object({ fieldErrors: z.record(z.string()) }).safeParse(answer.data);
  for (const key of Object.values(reported.success ? reported.data.fieldErrors : {})) {
    const field = isMessageKey(key) ? REFUSAL_FIELDS[key] : undefined;
    if (isMessageKey(key) && field && fields.includes(field)) errors[field] ??= key;
  }
  const field = REFUSAL_FIELDS[message];
  if (field && fields.includes(field)) errors[field] ??= message;
  else errors.form = message;
  return errors;
}

async function succeeded(context: AppLoadContext, message: MessageKey, cookies: string[] = []): Promise<Response> {
  const headers = new Headers();
  for (const cookie of cookies) headers.append("Set-Cookie", cookie);
  return redirectWithToast(context, USER_CENTRE_PATH, { kind: "success", message }, { headers, status: 303 });
}

/** Display cookies rewritten from the user the backend answered with, so the header shows the change at once. */
function userCookiesFrom(context: AppLoadContext, result: ResultOf<"updateUser">): string[] {
  return refreshedUserCookies(context, userInfoFromServer(result.user));
}

async function send<I extends UserFormIntent, N extends BackendCallName>(request: FormRequest<I>, name: N, param: ParamOf<N>, onSuccess: (result: ResultOf<N>) => Promise<Response>) {
  const { context, sessionId, intent, values } = request;
  const answer = await callBackend(context, name, param, sessionId);
  if (answer.code === RESULT.ok) return onSuccess(answer.data);
  if (answer.code === RESULT.sessionExpired) return sessionExpiredRedirect(context);
  if (answer.code === RESULT.refused) return refused({ intent, errors: refusalErrors(intent, answer), values });
  return refused({ intent, errors: { form: UNAVAILABLE[intent] }, values }, 503);
}

async function imageParam(file: Blob | undefined): Promise<{ base64: string } | undefined> {
  return file ? { base64: Buffer.from(await file.arrayBuffer()).toString("base64") } : undefined;
}

const HANDLERS: { [I in UserFormIntent]: (request: FormRequest<I>) => ReturnType<typeof send> } = {
  profile: (request) =>
    send(request, "updateUser", request.fields, async (result) => succeeded(request.context, "updateProfileSuccess", userCookiesFrom(request.context, result))),

  avatar: async (request) =>
    send(request, "updateUser", { avatar: await imageParam(request.fields.avatar) }, async (result) =>
      succeeded(request.context, "updateAvatarSuccess", userCookiesFrom(request.context, result)),
    ),

  password: (request) =>
    send(request, "updateUser", { password: { current: request.fields.currentPassword, next: request.fields.newPassword } }, async () =>
      succeeded(request.context, "passwordChanged"),
    ),

  bindPhoneSendCode: (request) =>
    send(request, "getSmsCode", { phone: request.fields.phone, purpose: "bind" }, async () =>
      succeeded(request.context, "smsCodeSent", [await pendingPhoneHeader(request.context, request.fields.phone)]),
    ),

  bindPhoneVerify: (request) =>
    send(request, "checkSmsCode", { phone: request.fields.phone, code: request.fields.code }, async (result) =>
      succeeded(request.context, "phoneBound", [...userCookiesFrom(request.context, result), await clearPendingPhoneHeader(request.context)]),
    ),

  feedback: async (request) => {
    const { content, contact, image, roomNumber } = request.fields;
    return send(request, "feedback", { content, contact, image: await imageParam(image), roomNumber }, async () => succeeded(request.context, "sendFeedbackSuccess"));
  },

  unfollow: (request) =>
    send(request, "attention", { anchorId: request.fields.anchorId, follow: false }, async () => succeeded(request.context, "unfollowSuccess")),
};

async function handle<I extends UserFormIntent>(context: AppLoadContext, sessionId: string, intent: I, formData: FormData) {
  const values = echoedValues(intent, formData);
  const parsed = await parseUserForm(intent, formData);
  if (!parsed.success) return refused({ intent, errors: parsed.errors, values });
  const handler: (request: FormRequest<I>) => ReturnType<typeof send> = HANDLERS[intent];
  return handler({ context, sessionId, intent, fields: parsed.data, values });
}

/** Runs the form named by the posted `intent` for the logged-in viewer. */
export async function runUserCentreAction(request: Request, context: AppLoadContext, sessionId: string) {
  const read = await readUploadForm(request, { fileFields: FILE_FIELDS, maxFileBytes: MAX_IMAGE_BYTES, maxRequestBytes: MAX_REQUEST_BYTES });
  if (!read.ok) return refused({ intent: null, errors: { form: read.reason === "too_large" ? "imageTooLarge" : "errorTryAgain" }, values: {} }, read.reason === "too_large" ? 413 : 400);
  const intent = read.formData.get("intent");
  if (!isUserFormIntent(intent)) return refused({ intent: null, errors: { form: "errorOccurred" }, values: {} });
  return handle(context, sessionId, intent, read.formData);
}
