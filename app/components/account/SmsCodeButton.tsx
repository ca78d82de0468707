import { useEffect, useState } from "react";
import { toast } from "~/components/shell/toast";
import { smsRequestSchema } from "~/services/account/forms";
import { RESULT } from "../../../contract/result-codes";
import { useApi } from "~/components/shell/use-api";
import { t } from "~/services/locale/messages";

const RESEND_SECONDS = 60;

function retryAfterOf(data: unknown): number {
  if (typeof data === "object" && data !== null && "retryAfterSeconds" in data) {
    const seconds = data.retryAfterSeconds;
    if (typeof seconds === "number" && Number.isInteger(seconds) && seconds > 0 && seconds <= 3600) return seconds;
  }
  return RESEND_SECONDS;
}

/**
 * 'Lấy mã'. Without JavaScript it submits the register form with intent=sendSms and the action
 * asks for the code. With JavaScript it asks /api/getSmsCode itself and counts down 60 s; a phone
 * the schema refuses is shown by `checkPhone` (the form kit's checkField), a refusal of the request
 * itself (phone taken, too many requests) as a toast.
 */
export function SmsCodeButton({ checkPhone }: { checkPhone: () => void }) {
  const callApi = useApi();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  return (
    <button
      type="submit"
      name="intent"
      value="sendSms"
      formNoValidate
      className="button button--ghost field__addon"
      disabled={sending || secondsLeft > 0}
      data-testid="send-sms"
      onClick={async (event) => {
        event.preventDefault();
        const phoneInput = event.currentTarget.form?.elements.namedItem("phone");
        const request = smsRequestSchema.safeParse({ phone: phoneInput instanceof HTMLInputElement ? phoneInput.value : "" });
        if (!request.success) {
          checkPhone();
          return;
        }
        setSending(true);
        const answer = await callApi("getSmsCode", { phone: request.data.phone, purpose: "register" });
        setSending(false);
        if (answer.code === RESULT.ok) {
          toast.success(t("smsCodeSent"));
          setSecondsLeft(retryAfterOf(answer.data));
        } else if (answer.code === RESULT.refused) {
          toast.error(answer.msg);
        }
      }}
    >
      {secondsLeft > 0 ? `${t("smsResendIn")} ${secondsLeft}s` : t("getSmsCode")}
    </button>
  );
}
