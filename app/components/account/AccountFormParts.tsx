import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { useAtom } from "jotai";
import { HoneypotInputs } from "remix-utils/honeypot/react";
import { isRememberedAtom } from "~/atoms";
import { t } from "~/services/locale/messages";

// What only the login and register forms have; the rest is the form kit's
// (docs/decisions/017-forms-with-conform.md).

/**
 * People never see it; bots fill it, and the action refuses the form like any failed attempt
 * (app/services/account/honeypot.server.ts). Its names and time come from the root loader.
 */
export function Honeypot() {
  return <HoneypotInputs label={t("leaveEmpty")} />;
}

/**
 * 'Remember me': after a refusal, checked as the refused form sent it (the field's initialValue);
 * otherwise as this browser last chose.
 */
export function RememberMe<Shape extends Record<string, unknown>>({
  meta,
  answered,
}: {
  meta: FieldMetadata<unknown, Shape, string[]>;
  answered: boolean;
}) {
  const [isRemembered, setRemembered] = useAtom(isRememberedAtom);
  const checked = answered ? meta.initialValue !== undefined && meta.initialValue !== "" : isRemembered;
  return (
    <label className="checkbox">
      <input
        {...getInputProps(meta, { type: "checkbox", value: "1" })}
        defaultChecked={checked}
        onChange={(event) => setRemembered(event.currentTarget.checked)}
      />
      {t("rememberMe")}
    </label>
  );
}
