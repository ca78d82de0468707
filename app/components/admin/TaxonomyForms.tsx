import { getFormProps, type FieldMetadata } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { NAME_MAX, SUMMARY_MAX, type AdminCategory, type AdminTag } from "../../../contract/backend-calls/admin-content";
import { SLUG_MAX_LENGTH } from "../../../contract/site-settings";
import { FormError } from "~/components/forms/FormError";
import { SubmitButton } from "~/components/forms/SubmitButton";
import { useSchemaForm } from "~/components/forms/use-schema-form";
import { categoryFormSchema, tagFormSchema } from "~/services/admin/forms";
import { t } from "~/services/locale/admin-messages";
import { DeleteButton } from "./DeleteButton";
import { TextField } from "./fields";
import { useRowFormWiring } from "./use-row-form";

function NameAndSlug({ name, slug }: { name: FieldMetadata<unknown>; slug: FieldMetadata<unknown> }) {
  return (
    <>
      <TextField meta={name} label={t("fieldName")} max={NAME_MAX} />
      <TextField meta={slug} label={t("fieldSlug")} max={SLUG_MAX_LENGTH} />
    </>
  );
}

/** One category (or a new one): name, slug, description, order; deleted only when no post uses it. */
export function CategoryForm({ category }: { category: AdminCategory | null }) {
  const wiring = useRowFormWiring("category", category?.id ?? null);
  const { form, fields } = useSchemaForm({
    ...wiring,
    schema: categoryFormSchema,
    resetOnSuccess: category === null,
    defaultValue: {
      id: category ? String(category.id) : "",
      name: category?.name ?? "",
      slug: category?.slug ?? "",
      description: category?.description ?? "",
      position: String(category?.position ?? 0),
    },
  });
  return (
    <Form method="post" className="form admin-row card" data-testid={`category-${category?.slug ?? "new"}`} {...getFormProps(form)}>
      <input type="hidden" name="id" value={category?.id ?? ""} />
      <FormError id={form.errorId} errors={form.errors} />
      <div className="admin-row__fields">
        <NameAndSlug name={fields.name} slug={fields.slug} />
        <TextField meta={fields.description} label={t("fieldDescription")} max={SUMMARY_MAX} />
        <TextField meta={fields.position} label={t("fieldPosition")} type="number" max={999} />
      </div>
      <div className="admin-form__actions">
        {category ? <span className="field-hint">{`${t("postsCount")}: ${category.posts}`}</span> : null}
        <SubmitButton name="intent" value="category" label={t(category ? "save" : "newCategory")} pending={wiring.pending} />
        {category ? <DeleteButton testId={`delete-category-${category.slug}`} intent="deleteCategory" /> : null}
      </div>
    </Form>
  );
}

/** One tag (or a new one): name and slug; deleting it takes it off its posts. */
export function TagForm({ tag }: { tag: AdminTag | null }) {
  const wiring = useRowFormWiring("tag", tag?.id ?? null);
  const { form, fields } = useSchemaForm({
    ...wiring,
    schema: tagFormSchema,
    resetOnSuccess: tag === null,
    defaultValue: { id: tag ? String(tag.id) : "", name: tag?.name ?? "", slug: tag?.slug ?? "" },
  });
  return (
    <Form method="post" className="form admin-row card" data-testid={`tag-${tag?.slug ?? "new"}`} {...getFormProps(form)}>
      <input type="hidden" name="id" value={tag?.id ?? ""} />
      <FormError id={form.errorId} errors={form.errors} />
      <div className="admin-row__fields">
        <NameAndSlug name={fields.name} slug={fields.slug} />
      </div>
      <div className="admin-form__actions">
        {tag ? <span className="field-hint">{`${t("postsCount")}: ${tag.posts}`}</span> : null}
        <SubmitButton name="intent" value="tag" label={t(tag ? "save" : "newTag")} pending={wiring.pending} />
        {tag ? <DeleteButton testId={`delete-tag-${tag.slug}`} intent="deleteTag" /> : null}
      </div>
    </Form>
  );
}
