import { Link, useLocation } from "@remix-run/react";
import { forwardRef, useState } from "react";
import { CAPTCHA_CODE_MAX_LENGTH } from "../../../contract/input-rules";
import { type MessageKey, t } from "~/services/locale/messages";
import { AccountField } from "./AccountField";
import { CAPTCHA_PARAM, hrefWithParams } from "./account-urls";

interface CaptchaFieldProps {
  /** Names the image to load; a new value loads a new captcha. */
  ts: string;
  error?: MessageKey;
}

/**
 * The captcha image, its answer and 'Đổi mã khác'. Loading the image stores the captcha's id in
 * a cookie that the register action reads. Without JavaScript 'Đổi mã khác' reloads the page
 * with a new `captcha` parameter; with it, only the image changes.
 */
export const CaptchaField = forwardRef<HTMLInputElement, CaptchaFieldProps>(function CaptchaField({ ts, error }, ref) {
  const location = useLocation();
  const [refreshes, setRefreshes] = useState(0);
  const src = `/api/kaptcha?ts=${encodeURIComponent(ts)}${refreshes > 0 ? `-${refreshes}` : ""}`;
  const nextTs = String((Number(ts) || 0) + 1);
  return (
    <AccountField
      ref={ref}
      name="captchaCode"
      label={t("captcha")}
      type="text"
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={CAPTCHA_CODE_MAX_LENGTH}
      required
      error={error}
      addon={
        <span className="captcha">
          <img src={src} alt={t("captcha")} width={150} height={50} data-testid="captcha-image" />
          <Link
            to={hrefWithParams(location, { [CAPTCHA_PARAM]: nextTs })}
            replace
            preventScrollReset
            className="captcha__refresh"
            data-testid="captcha-refresh"
            onClick={(event) => {
              event.preventDefault();
              setRefreshes((count) => count + 1);
            }}
          >
            {t("refreshCaptcha")}
          </Link>
        </span>
      }
    />
  );
});
