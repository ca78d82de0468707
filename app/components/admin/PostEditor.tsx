import { getCollectionProps, getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import {
  BODY_MAX,
  SUMMARY_MAX,
  TITLE_MAX,
  NAME_MAX,
  type AdminPost,
  type AdminCategory,
  type AdminTag,
} from "../../../contract/backend-calls/admin-content";
import { COVER_ACCEPT } from "../../../contract/images";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { useIntentPending, useIntentResult } from "~/components/forms/intent-forms";
import { isoToBangkokLocal, postFormSchema, POST_FORM_INTENTS, postActionOf } from "~/services/admin/forms";
import { t } from "~/services/locale/admin-messages";
import { StatusBadge } from "./StatusBadge";

interface PostEditorProps {
  post: AdminPost | null;
  categories: readonly AdminCategory[];
  tags: readonly AdminTag[];
  /** The author a new post starts with: the admin's nickname. */
  defaultAuthor: string;
}

type PostFormSchema = ReturnType<typeof postFormSchema>;
const BROWSER_SCHEMAS: Readonly<Record<string, PostFormSchema>> = Object.fromEntries(
  POST_FORM_INTENTS.map((intent) => [intent, postFormSchema(postActionOf(intent), "browser")]),
);

/** Title, slug, summary, Markdown body, category, tags, author, cover; then save as a draft, publish, schedule or unpublish. */
export function PostEditor({ post, categories, tags, defaultAuthor }: PostEditorProps) {
  const pending = useIntentPending(POST_FORM_INTENTS);
  const { form, fields, checkField } = useSchemaForm({
    id: "post-form",
    schema: (formData: FormData): PostFormSchema => BROWSER_SCHEMAS[String(formData.get("intent"))] ?? postFormSchema("draft", "browser"),
    lastResult: useIntentResult(POST_FORM_INTENTS)?.result,
    pending,
    defaultValue: {
      title: post?.title ?? "",
      slug: post?.slug ?? "",
      summary: post?.summary ?? "",
      bodyMarkdown: post?.bodyMarkdown ?? "",
      category: post?.category.slug ?? categories[0]?.slug ?? "",
      tags: post?.tags.map((tag) => tag.slug) ?? [],
      author: post?.author ?? defaultAuthor,
      publishAt: post?.status === "scheduled" ? isoToBangkokLocal(post.publishedAt) : "",
    },
  });
  const published = post?.status === "published";
  return (
    <Form method="post" encType="multipart/form-data" className="form admin-form" data-testid="post-form" {...getFormProps(form)}>
      {post ? (
        <p>
          <StatusBadge status={post.status} />
        </p>
      ) : null}
      <FormError id={form.errorId} errors={form.errors} />
      <Field meta={fields.title} label={t("fieldTitle")}>
        {(field) => <input {...getInputProps(field, { type: "text" })} maxLength={TITLE_MAX} />}
      </Field>
      <Field meta={fields.slug} label={t("fieldSlug")} hint={t("fieldSlugHint")}>
        {(field) => <input {...getInputProps(field, { type: "text", ariaDescribedBy: field.descriptionId })} maxLength={100} />}
      </Field>
      <Field meta={fields.summary} label={t("fieldSummary")}>
        {(field) => <textarea {...getTextareaProps(field)} rows={2} maxLength={SUMMARY_MAX} />}
      </Field>
      <Field meta={fields.bodyMarkdown} label={t("fieldBody")} hint={t("fieldBodyHint")}>
        {(field) => <textarea {...getTextareaProps(field, { ariaDescribedBy: field.descriptionId })} rows={16} maxLength={BODY_MAX} />}
      </Field>
      <Field meta={fields.category} label={t("fieldCategory")}>
        {(field) => (
          <select {...getInputProps(field, { type: "text" })}>
            {categories.map((category) => (
              <option key={category.slug} value={category.slug}>
                {category.name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="admin-form__tags">
        <legend>{t("fieldTags")}</legend>
        {getCollectionProps(fields.tags, { type: "checkbox", options: tags.map((tag) => tag.slug) }).map((props) => (
          <label key={props.key} className="admin-form__tag">
            <input {...props} key={props.key} />
            {tags.find((tag) => tag.slug === props.value)?.name}
          </label>
        ))}
        {fields.tags.errors?.[0] ? <p className="field-error">{t(fields.tags.errors[0] as Parameters<typeof t>[0])}</p> : null}
      </fieldset>
      <Field meta={fields.author} label={t("fieldAuthor")}>
        {(field) => <input {...getInputProps(field, { type: "text" })} maxLength={NAME_MAX} />}
      </Field>
      <Field meta={fields.cover} label={t("fieldCover")} hint={t("fieldCoverHint")}>
        {(field) => (
          <input
            {...getInputProps(field, { type: "file", ariaDescribedBy: field.descriptionId })}
            accept={COVER_ACCEPT}
            onChange={() => checkField(field.name)}
          />
        )}
      </Field>
      {post?.cover ? (
        <div className="admin-form__cover">
          <img src={post.cover} alt="" width={240} height={126} />
          <label>
            <input type="checkbox" name="removeCover" /> {t("fieldRemoveCover")}
          </label>
        </div>
      ) : null}
      <Field meta={fields.publishAt} label={t("fieldPublishAt")} hint={t("fieldPublishAtHint")}>
        {(field) => <input {...getInputProps(field, { type: "datetime-local", ariaDescribedBy: field.descriptionId })} />}
      </Field>
      <div className="admin-form__actions">
        <SubmitButton
          name="intent"
          value={published ? "unpublish" : "draft"}
          label={t(published ? "unpublish" : "saveDraft")}
          pending={pending}
          variant="ghost"
          testId="save-draft"
        />
        <SubmitButton name="intent" value="schedule" label={t("schedulePost")} pending={pending} variant="ghost" testId="schedule-post" />
        <SubmitButton name="intent" value="publish" label={t("publishNow")} pending={pending} testId="publish-post" />
      </div>
    </Form>
  );
}
