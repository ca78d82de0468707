import { getFormProps } from "@conform-to/react";
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
import { FormError } from "~/components/forms/FormError";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { useIntentPending, useIntentResult } from "~/components/forms/intent-forms";
import { homeFormSchema, menuFormSchema, settingsFormSchema } from "~/services/admin/forms";
import { t, type MessageKey } from "~/services/locale/admin-messages";
import { messageKeyOf } from "~/services/forms/problems";
import { RowControls, SelectField, TextAreaField, TextField } from "./fields";
import { SLUG_MAX_LENGTH } from "../../../contract/site-settings";

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
      <TextAreaField meta={fields.siteDescription} label={t("fieldSiteDescription")} rows={2} max={SUMMARY_MAX} />
      {SETTINGS_TEXT_FIELDS.map(({ name, label, max }) => (
        <TextField key={name} meta={fields[name]} label={t(label)} max={max} />
      ))}
      <SelectField
        meta={fields.themeMode}
        label={t("fieldThemeMode")}
        options={THEME_MODES.map((mode) => ({ value: mode, label: t(mode === "dark" ? "themeModeDark" : "themeModeLight") }))}
      />
      <TextAreaField
        meta={fields.customCssVariables}
        label={t("fieldCssVariables")}
        hint={t("fieldCssVariablesHint")}
        rows={8}
        className="monospace"
      />
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
              <TextField meta={row.code} label={t("fieldMenuCode")} max={SLUG_MAX_LENGTH} />
              <SelectField
                meta={row.kind}
                label={t("fieldMenuKind")}
                blank
                options={MENU_KINDS.map((kind) => ({ value: kind, label: t(MENU_KIND_LABELS[kind]) }))}
              />
              <TextField meta={row.name} label={t("fieldMenuLabel")} max={MENU_LABEL_MAX} />
              <RowControls position={row.position} remove={row.remove} />
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
              <SelectField
                meta={row.kind}
                label={t("fieldSectionKind")}
                blank
                options={HOME_SECTION_KINDS.map((kind) => ({ value: kind, label: t(SECTION_KIND_LABELS[kind]) }))}
              />
              <TextField meta={row.title} label={t("fieldSectionTitle")} max={NAME_MAX} />
              <TextField meta={row.size} label={t("fieldSectionSize")} type="number" max={12} />
              <SelectField
                meta={row.category}
                label={t("fieldSectionCategory")}
                blank
                options={categories.map((category) => ({ value: category.slug, label: category.name }))}
              />
              <RowControls position={row.position} remove={row.remove} />
            </div>
          </fieldset>
        );
      })}
      <SubmitButton name="intent" value="home" label={t("save")} pending={wiring.pending} testId="save-home" />
    </Form>
  );
}
