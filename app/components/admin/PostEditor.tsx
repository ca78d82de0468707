import { getCollectionProps, getFormProps, getInputProps } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { NAME_MAX, type AdminCategory, type AdminPost, type AdminTag } from "../../../contract/backend-calls/admin-content";
import { COVER_ACCEPT } from "../../../contract/images";
import { Field } from "~/components/forms/Field";
import { FormError } from "~/components/forms/FormError";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { useIntentPending, useIntentResult } from "~/components/forms/intent-forms";
import { isoToBangkokLocal, postFormSchema, POST_FORM_INTENTS, postActionOf } from "~/services/admin/forms";
import { t } from "~/services/locale/admin-messages";
import { ArticleTextFields, SelectField, TextField } from "./fields";
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
      <ArticleTextFields fields={fields} />
      <SelectField
        meta={fields.category}
        label={t("fieldCategory")}
        options={categories.map((category) => ({ value: category.slug, label: category.name }))}
      />
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
      <TextField meta={fields.author} label={t("fieldAuthor")} max={NAME_MAX} />
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
      <TextField meta={fields.publishAt} label={t("fieldPublishAt")} hint={t("fieldPublishAtHint")} type="datetime-local" />
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
