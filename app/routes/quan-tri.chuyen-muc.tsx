import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ADMIN_PATH } from "~/components/admin/admin-sections";
import { PageRefusal } from "~/components/admin/PageRefusal";
import { CategoryForm, TagForm } from "~/components/admin/TaxonomyForms";
import { intentForm, runIntentAction } from "~/services/forms/intent-action.server";
import { categoryFormSchema, idFormSchema, tagFormSchema } from "~/services/admin/forms";
import { pageData } from "~/services/transport/page-data.server";
import { t } from "~/services/locale/admin-messages";
import { adminGuard } from "~/services/admin/guard.server";

// /quan-tri/chuyen-muc: categories and tags, each row its own form, and a blank row to add one.

const PATH = `${ADMIN_PATH}/chuyen-muc`;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { viewer } = await adminGuard(request, context);
  return pageData(context, viewer.sessionId, "adminTaxonomy", {});
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { viewer } = await adminGuard(request, context);
  const forms = {
    category: intentForm({
      schema: categoryFormSchema,
      call: "adminCategorySave",
      param: (fields) => fields,
      done: () => ({ to: PATH, message: "categorySaved" }),
    }),
    deleteCategory: intentForm({
      schema: idFormSchema,
      call: "adminCategoryDelete",
      param: (fields) => fields,
      done: () => ({ to: PATH, message: "categoryDeleted" }),
    }),
    tag: intentForm({
      schema: tagFormSchema,
      call: "adminTagSave",
      param: (fields) => fields,
      done: () => ({ to: PATH, message: "tagSaved" }),
    }),
    deleteTag: intentForm({
      schema: idFormSchema,
      call: "adminTagDelete",
      param: (fields) => fields,
      done: () => ({ to: PATH, message: "tagDeleted" }),
    }),
  };
  return runIntentAction(request, context, viewer.sessionId, forms);
}

export default function AdminTaxonomy() {
  const { categories, tags } = useLoaderData<typeof loader>();
  return (
    <div className="admin-taxonomy">
      <PageRefusal intents={["deleteCategory", "deleteTag"]} />
      <section aria-labelledby="admin-categories">
        <h2 id="admin-categories" className="section-title">
          {t("categoriesTitle")}
        </h2>
        {categories.map((category) => (
          <CategoryForm key={`${category.id}-${category.slug}-${category.name}`} category={category} />
        ))}
        <CategoryForm category={null} />
      </section>
      <section aria-labelledby="admin-tags">
        <h2 id="admin-tags" className="section-title">
          {t("tagsTitle")}
        </h2>
        {tags.map((tag) => (
          <TagForm key={`${tag.id}-${tag.slug}-${tag.name}`} tag={tag} />
        ))}
        <TagForm tag={null} />
      </section>
    </div>
  );
}
