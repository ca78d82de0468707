import { getFormProps, getInputProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { useEffect, useState, type FormEvent } from "react";
import { ROOM_FIELD_MAX, type RoomSettings } from "../../../contract/backend-calls/commentator";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { SelectField, TextAreaField, TextField } from "~/components/forms/SchemaFields";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useIntentPending, useIntentResult } from "~/components/forms/intent-forms";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { ROOM_COVER_ACCEPT, roomSettingsFormSchema, SETTINGS_INTENT } from "~/services/commentator/forms";
import { t } from "~/services/locale/commentator-messages";
import { RoomCardPreview } from "./RoomCardPreview";

const INTENTS = [SETTINGS_INTENT];

/**
 * The room's settings (spec section 3): every field required, the cover checked by its bytes on
 * the server. A plain post without JavaScript; with it, instant checks and a live preview of the card.
 */
export function RoomSettingsForm({ room, readOnly }: { room: RoomSettings; readOnly: boolean }) {
  const pending = useIntentPending(INTENTS);
  const hasCover = room.cover !== null;
  const { form, fields, checkField } = useSchemaForm({
    id: "room-settings",
    schema: roomSettingsFormSchema("browser", hasCover),
    lastResult: useIntentResult(INTENTS)?.result,
    pending,
    defaultValue: {
      name: room.name,
      introduction: room.introduction,
      notification: room.notification,
      category: room.category,
      streamUrl: room.streamUrl,
      streamName: room.streamName,
      liveStatus: room.liveStatus,
      line1: room.line1,
      line2: room.line2,
    },
  });
  const [chosenCover, setChosenCover] = useState<string | null>(null);
  useEffect(() => () => (chosenCover ? URL.revokeObjectURL(chosenCover) : undefined), [chosenCover]);
  // What the card shows, as it is typed.
  const [typed, setTyped] = useState({ name: room.name, category: room.category, notification: room.notification });
  const onInput = (event: FormEvent<HTMLFormElement>) => {
    const { name, value } = event.target as HTMLInputElement;
    if (name === "name" || name === "notification") setTyped((current) => ({ ...current, [name]: value }));
    if (name === "category") setTyped((current) => ({ ...current, category: value === "basketball" ? "basketball" : "football" }));
  };
  const preview = { ...room, ...typed, cover: chosenCover ?? room.cover };
  return (
    <div className="centre-settings">
      <Form
        method="post"
        encType="multipart/form-data"
        className="form centre-form"
        data-testid="room-settings-form"
        {...getFormProps(form)}
        onInput={onInput}
        onChange={onInput}
      >
        <p className="field-hint">{t("settingsHint")}</p>
        <FormError id={form.errorId} errors={form.errors} />
        <fieldset disabled={readOnly} className="centre-form__fields">
          <TextField meta={fields.name} label={t("roomName")} max={ROOM_FIELD_MAX.name} />
          <TextAreaField meta={fields.introduction} label={t("roomIntroduction")} rows={3} max={ROOM_FIELD_MAX.introduction} />
          <TextField meta={fields.notification} label={t("roomNotification")} max={ROOM_FIELD_MAX.notification} />
          <SelectField
            meta={fields.category}
            label={t("roomCategory")}
            options={[
              { value: "football", label: t("sportFootball") },
              { value: "basketball", label: t("sportBasketball") },
            ]}
          />
          <Field meta={fields.cover} label={t("roomCover")} hint={t("roomCoverHint")}>
            {(field) => (
              <input
                {...getInputProps(field, { type: "file", ariaDescribedBy: field.descriptionId })}
                accept={ROOM_COVER_ACCEPT}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  setChosenCover(file ? URL.createObjectURL(file) : null);
                  checkField(field.name);
                }}
              />
            )}
          </Field>
          <TextField meta={fields.streamUrl} label={t("roomStreamUrl")} hint={t("roomStreamUrlHint")} max={ROOM_FIELD_MAX.streamUrl} />
          <TextField meta={fields.streamName} label={t("roomStreamName")} max={ROOM_FIELD_MAX.streamName} />
          <SelectField
            meta={fields.liveStatus}
            label={t("roomLiveStatus")}
            options={[
              { value: "live", label: t("roomIsLive") },
              { value: "offline", label: t("statusOffline") },
            ]}
          />
          <TextField meta={fields.line1} label={t("roomLine1")} max={ROOM_FIELD_MAX.line} />
          <TextField meta={fields.line2} label={t("roomLine2")} max={ROOM_FIELD_MAX.line} />
        </fieldset>
        {readOnly ? null : (
          <div className="centre-form__actions">
            <SubmitButton name="intent" value={SETTINGS_INTENT} label={t("saveSettings")} pending={pending} testId="save-room-settings" />
          </div>
        )}
      </Form>
      <RoomCardPreview room={preview} />
    </div>
  );
}
