import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { HOME_SECTION_KINDS, MENU_KINDS, type HomeSectionKind, type MenuKind } from "../../../contract/content";
import {
  MENU_LABEL_MAX,
  NAME_MAX,
  SUMMARY_MAX,
  THEME_MODES,
  type AdminCategory,
  type AdminSite,
} from "../../../contract/backend-calls/admin-content";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { useIntentPending, useIntentResult } from "~/components/forms/intent-forms";
import { homeFormSchema, menuFormSchema, settingsFormSchema } from "~/services/admin/forms";
import { t, type MessageKey } from "~/services/locale/admin-messages";
import { messageKeyOf } from "~/services/forms/problems";

function useSiteForm(intent: string) {
  const intents = [intent];
  return { id: `${intent}-form`, lastResult: useIntentResult(intents)?.result, pending: useIntentPending(intents) };
}

const SETTINGS_TEXT_FIELDS = [
  { name: "siteName", label: "fieldSiteName", max: NAME_MAX },
  { name: "themeColor", label: "fieldThemeColor", max: 9 },
  { name: "socialFacebook", label: "fieldFacebook", max: 300 },
  { name: "socialYoutube", label: "fieldYoutube", max: 300 },
  { name: "socialTiktok", label: "fieldTiktok", max: 300 },
  { name: "socialTelegram", label: "fieldTelegram", max: 300 },
  { name: "footerCopyright", label: "fieldFooter", max: SUMMARY_MAX },
] as const satisfies readonly { name: keyof AdminSite["settings"]; label: MessageKey; max: number }[];

/** Site name, description, theme colour and mode, custom CSS variables, social links and footer text. */
export function SettingsForm({ settings }: { settings: AdminSite["settings"] }) {
  const wiring = useSiteForm("settings");
  const { form, fields } = useSchemaForm({ ...wiring, schema: settingsFormSchema, defaultValue: settings });
  return (
    <Form method="post" className="form admin-form" data-testid="settings-form" {...getFormProps(form)}>
      <FormError id={form.errorId} errors={form.errors} />
      <Field meta={fields.siteDescription} label={t("fieldSiteDescription")}>
        {(field) => <textarea {...getTextareaProps(field)} rows={2} maxLength={SUMMARY_MAX} />}
      </Field>
      {SETTINGS_TEXT_FIELDS.map(({ name, label, max }) => (
        <Field key={name} meta={fields[name]} label={t(label)}>
          {(field) => <input {...getInputProps(field, { type: "text" })} maxLength={max} />}
        </Field>
      ))}
      <Field meta={fields.themeMode} label={t("fieldThemeMode")}>
        {(field) => (
          <select {...getSelectProps(field)}>
            {THEME_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {t(mode === "dark" ? "themeModeDark" : "themeModeLight")}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field meta={fields.customCssVariables} label={t("fieldCssVariables")} hint={t("fieldCssVariablesHint")}>
        {(field) => <textarea {...getTextareaProps(field, { ariaDescribedBy: field.descriptionId })} rows={8} className="monospace" />}
      </Field>
      <SubmitButton name="intent" value="settings" label={t("save")} pending={wiring.pending} testId="save-settings" />
    </Form>
  );
}

const MENU_KIND_LABELS: Record<MenuKind, MessageKey> = {
  SCHEDULE: "menuKindSchedule",
  NEWS: "menuKindNews",
  RANKINGS: "menuKindRankings",
  HIGHLIGHTS: "menuKindHighlights",
  RESULTS: "menuKindResults",
  TOP_PLAYER: "menuKindTopPlayer",
};

/** A list's own error (a kind missing, no rows), shown above its rows. */
function ListError({ errors }: { errors: string[] | undefined }) {
  const first = errors?.[0];
  return first === undefined ? null : (
    <p className="field-error" role="alert" data-testid="list-error">
      {t(messageKeyOf(first))}
    </p>
  );
}

/** The header's menu: a row per entry (path, kind, label, order, remove) and a spare row to add one. */
export function MenuForm({ menu }: { menu: AdminSite["menu"] }) {
  const wiring = useSiteForm("menu");
  const rows = [...menu, { code: "", kind: "", name: "" }].map((entry, index) => ({ ...entry, position: String(index + 1), remove: "" }));
  const { form, fields } = useSchemaForm({ ...wiring, schema: menuFormSchema, defaultValue: { entries: rows } });
  return (
    <Form method="post" className="form admin-form" data-testid="menu-form" {...getFormProps(form)}>
      <FormError id={form.errorId} errors={form.errors} />
      <ListError errors={fields.entries.errors} />
      <p className="field-hint">{t("addRowHint")}</p>
      {fields.entries.getFieldList().map((item, index) => {
        const row = item.getFieldset();
        return (
          <fieldset key={item.key} className="admin-row card" data-testid={`menu-row-${index}`}>
            <legend className="visually-hidden">{`${t("siteMenuTitle")} ${index + 1}`}</legend>
            <div className="admin-row__fields">
              <Field meta={row.code} label={t("fieldMenuCode")}>
                {(field) => <input {...getInputProps(field, { type: "text" })} maxLength={100} />}
              </Field>
              <Field meta={row.kind} label={t("fieldMenuKind")}>
                {(field) => (
                  <select {...getSelectProps(field)}>
                    <option value="">–</option>
                    {MENU_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(MENU_KIND_LABELS[kind])}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field meta={row.name} label={t("fieldMenuLabel")}>
                {(field) => <input {...getInputProps(field, { type: "text" })} maxLength={MENU_LABEL_MAX} />}
              </Field>
              <Field meta={row.position} label={t("fieldPosition")}>
                {(field) => <input {...getInputProps(field, { type: "number" })} min={0} max={999} />}
              </Field>
              <label className="admin-form__check">
                <input {...getInputProps(row.remove, { type: "checkbox" })} /> {t("fieldRemove")}
              </label>
            </div>
          </fieldset>
        );
      })}
      <SubmitButton name="intent" value="menu" label={t("save")} pending={wiring.pending} testId="save-menu" />
    </Form>
  );
}

const SECTION_KIND_LABELS: Record<HomeSectionKind, MessageKey> = {
  liveNow: "sectionLiveNow",
  upcoming: "sectionUpcoming",
  latestNews: "sectionLatestNews",
  highlights: "sectionHighlights",
  results: "sectionResults",
  category: "sectionCategory",
};

/** The home page's sections in order: kind, title, how many items, the category of a category section. */
export function HomeLayoutForm({ home, categories }: { home: AdminSite["home"]; categories: readonly AdminCategory[] }) {
  const wiring = useSiteForm("home");
  const rows = [...home, { kind: "", title: "", size: 4 }].map((section, index) => ({
    kind: section.kind,
    title: section.title,
    size: String(section.size),
    category: section.category ?? "",
    position: String(index + 1),
    remove: "",
  }));
  const { form, fields } = useSchemaForm({ ...wiring, schema: homeFormSchema, defaultValue: { sections: rows } });
  return (
    <Form method="post" className="form admin-form" data-testid="home-form" {...getFormProps(form)}>
      <FormError id={form.errorId} errors={form.errors} />
      <ListError errors={fields.sections.errors} />
      <p className="field-hint">{t("addRowHint")}</p>
      {fields.sections.getFieldList().map((item, index) => {
        const row = item.getFieldset();
        return (
          <fieldset key={item.key} className="admin-row card" data-testid={`home-row-${index}`}>
            <legend className="visually-hidden">{`${t("homeLayoutTitle")} ${index + 1}`}</legend>
            <div className="admin-row__fields">
              <Field meta={row.kind} label={t("fieldSectionKind")}>
                {(field) => (
                  <select {...getSelectProps(field)}>
                    <option value="">–</option>
                    {HOME_SECTION_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {t(SECTION_KIND_LABELS[kind])}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field meta={row.title} label={t("fieldSectionTitle")}>
                {(field) => <input {...getInputProps(field, { type: "text" })} maxLength={NAME_MAX} />}
              </Field>
              <Field meta={row.size} label={t("fieldSectionSize")}>
                {(field) => <input {...getInputProps(field, { type: "number" })} min={1} max={12} />}
              </Field>
              <Field meta={row.category} label={t("fieldSectionCategory")}>
                {(field) => (
                  <select {...getSelectProps(field)}>
                    <option value="">–</option>
                    {categories.map((category) => (
                      <option key={category.slug} value={category.slug}>
                        {category.name}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field meta={row.position} label={t("fieldPosition")}>
                {(field) => <input {...getInputProps(field, { type: "number" })} min={0} max={999} />}
              </Field>
              <label className="admin-form__check">
                <input {...getInputProps(row.remove, { type: "checkbox" })} /> {t("fieldRemove")}
              </label>
            </div>
          </fieldset>
        );
      })}
      <SubmitButton name="intent" value="home" label={t("save")} pending={wiring.pending} testId="save-home" />
    </Form>
  );
}
