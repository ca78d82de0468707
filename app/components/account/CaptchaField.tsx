import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Link, useLocation } from "@remix-run/react";
import { useState } from "react";
import { Field } from "~/components/forms/Field";
import { CAPTCHA_CODE_MAX_LENGTH } from "../../../contract/input-rules";
import { t } from "~/services/locale/messages";
import { CAPTCHA_PARAM, hrefWithParams } from "./account-urls";

interface CaptchaFieldProps<Shape extends Record<string, unknown>> {
  meta: FieldMetadata<unknown, Shape, string[]>;
  /** Names the image to load; a new value loads a new captcha, and empties the spent answer. */
  ts: string;
}

/**
 * The captcha image, its answer and 'Đổi mã khác'. Loading the image stores the captcha's id in
 * a cookie that the register action reads. Without JavaScript 'Đổi mã khác' reloads the page
 * with a new `captcha` parameter; with it, only the image changes.
 */
export function CaptchaField<Shape extends Record<string, unknown>>({ meta, ts }: CaptchaFieldProps<Shape>) {
  const location = useLocation();
  const [refreshes, setRefreshes] = useState(0);
  const src = `/api/kaptcha?ts=${encodeURIComponent(ts)}${refreshes > 0 ? `-${refreshes}` : ""}`;
  const nextTs = String((Number(ts) || 0) + 1);
  return (
    <Field
      meta={meta}
      label={t("captcha")}
      className="account-field"
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
    >
      {/* Never filled from a refusal (the answer is not sent back); a new image remounts it empty. */}
      <input
        {...getInputProps(meta, { type: "text", value: false })}
        key={`${meta.key ?? ""}-${ts}`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={CAPTCHA_CODE_MAX_LENGTH}
        required
      />
    </Field>
  );
}
