import { data, type AppLoadContext } from "@remix-run/node";
import { type BackendCallName, type ParamOf, type ResultOf } from "../../../contract/backend-calls";
import { userInfoFromServer } from "../../../contract/domain/user-info";
import { MAX_IMAGE_BYTES } from "../../../contract/images";
import { RESULT } from "../../../contract/result-codes";
import { readForm, type FormSubmission } from "../forms/parse";
import { refusalErrors, refusalResult, type IntentAnswer } from "../forms/refusal";
import { type MessageKey } from "../locale/messages";
import { refreshedUserCookies } from "../session/session.server";
import { redirectWithToast } from "../shell/toast.server";
import { callBackend } from "../transport/backend.server";
import { imageParamOf, readUploadForm } from "../forms/form-upload.server";
import { isUserFormIntent, NEVER_ECHOED, USER_FORM_SCHEMAS, type UserFormData, type UserFormIntent } from "./forms";
import { sessionExpiredRedirect, USER_CENTRE_PATH } from "./load.server";
import { clearPendingPhoneHeader, pendingPhoneHeader } from "./pending-phone.server";

// The forms of /user, after the page's own check: the form's schema (through conform), the
// backend call, then a redirect with a toast on success (post/redirect/get) or `{intent, result}`:
// conform's reply with the errors and what was typed, never passwords or files.

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

/** Which field of the form a backend refusal belongs to (the backend names its own fields: password, not currentPassword). */
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
  submission: FormSubmission<(typeof USER_FORM_SCHEMAS)[I]>;
}

type UserCentreAnswer = IntentAnswer<UserFormIntent>;

function refused(answer: UserCentreAnswer, status = 400) {
  return data(answer, { status });
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

async function send<I extends UserFormIntent, N extends BackendCallName>(
  request: FormRequest<I>,
  name: N,
  param: ParamOf<N>,
  onSuccess: (result: ResultOf<N>) => Promise<Response>,
) {
  const { context, sessionId, intent, submission } = request;
  const answer = await callBackend(context, name, param, sessionId);
  if (answer.code === RESULT.ok) return onSuccess(answer.data);
  if (answer.code === RESULT.sessionExpired) return sessionExpiredRedirect(context);
  const hideFields = [...NEVER_ECHOED[intent]];
  if (answer.code === RESULT.refused) {
    const errors = refusalErrors(answer, {
      fields: Object.keys(USER_FORM_SCHEMAS[intent].shape),
      fieldOf: REFUSAL_FIELDS,
      fallback: UNAVAILABLE[intent],
    });
    return refused({ intent, result: submission.reply({ hideFields, ...errors }) });
  }
  return refused({ intent, result: submission.reply({ hideFields, formErrors: [UNAVAILABLE[intent]] }) }, 503);
}

const HANDLERS: { [I in UserFormIntent]: (request: FormRequest<I>) => ReturnType<typeof send> } = {
  profile: (request) =>
    send(request, "updateUser", request.fields, async (result) =>
      succeeded(request.context, "updateProfileSuccess", userCookiesFrom(request.context, result)),
    ),

  avatar: async (request) =>
    send(request, "updateUser", { avatar: await imageParamOf(request.fields.avatar) }, async (result) =>
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
      succeeded(request.context, "phoneBound", [
        ...userCookiesFrom(request.context, result),
        await clearPendingPhoneHeader(request.context),
      ]),
    ),

  feedback: async (request) => {
    const { content, contact, image, roomNumber } = request.fields;
    return send(request, "feedback", { content, contact, image: await imageParamOf(image), roomNumber }, async () =>
      succeeded(request.context, "sendFeedbackSuccess"),
    );
  },

  unfollow: (request) =>
    send(request, "attention", { anchorId: request.fields.anchorId, follow: false }, async () =>
      succeeded(request.context, "unfollowSuccess"),
    ),
};

async function handle<I extends UserFormIntent>(context: AppLoadContext, sessionId: string, intent: I, formData: FormData) {
  const schema: (typeof USER_FORM_SCHEMAS)[I] = USER_FORM_SCHEMAS[intent];
  const submission = await readForm(formData, schema);
  if (submission.status !== "success") return refused({ intent, result: submission.reply({ hideFields: [...NEVER_ECHOED[intent]] }) });
  const handler: (request: FormRequest<I>) => ReturnType<typeof send> = HANDLERS[intent];
  return handler({ context, sessionId, intent, fields: submission.value, submission });
}

/** Runs the form named by the posted `intent` for the logged-in viewer. */
export async function runUserCentreAction(request: Request, context: AppLoadContext, sessionId: string) {
  const read = await readUploadForm(request, {
    fileFields: FILE_FIELDS,
    maxFileBytes: MAX_IMAGE_BYTES,
    maxRequestBytes: MAX_REQUEST_BYTES,
  });
  if (!read.ok)
    return refused(
      { intent: null, result: refusalResult(read.reason === "too_large" ? "imageTooLarge" : "errorTryAgain") },
      read.reason === "too_large" ? 413 : 400,
    );
  const intent = read.formData.get("intent");
  if (!isUserFormIntent(intent)) return refused({ intent: null, result: refusalResult("errorOccurred") });
  return handle(context, sessionId, intent, read.formData);
}
