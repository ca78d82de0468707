import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { adminPagePath, ADMIN_PATH } from "~/components/admin/admin-sections";
import { DeleteButton } from "~/components/admin/DeleteButton";
import { PageEditor } from "~/components/admin/PageEditor";
import { intentForm, runIntentAction } from "~/services/forms/intent-action.server";
import { idFormSchema, pageFormSchema } from "~/services/admin/forms";
import { pageData } from "~/services/transport/page-data.server";
import { rowIdOf } from "~/services/admin/row-id";
import { t } from "~/services/locale/admin-messages";
import { adminGuard } from "~/services/admin/guard.server";

// /quan-tri/trang/{id|moi}: write or edit a page, see the saved version, or delete it.

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { viewer } = await adminGuard(request, context);
  const id = rowIdOf(params.id);
  const page = id === null ? null : (await pageData(context, viewer.sessionId, "adminPage", { id })).page;
  return { page };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { viewer } = await adminGuard(request, context);
  const id = rowIdOf(params.id) ?? undefined;
  const forms = {
    save: intentForm({
      schema: pageFormSchema,
      call: "adminPageSave",
      param: (fields) => ({ ...fields, id }),
      done: ({ page }) => ({ to: adminPagePath(page.id), message: "pageSaved" }),
    }),
    delete: intentForm({
      schema: idFormSchema,
      call: "adminPageDelete",
      param: () => ({ id: id ?? 0 }),
      done: () => ({ to: `${ADMIN_PATH}/trang`, message: "pageDeleted" }),
    }),
  };
  return runIntentAction(request, context, viewer.sessionId, forms);
}

export default function AdminPageEditor() {
  const { page } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="page-editor" className="admin-editor">
      <div className="admin__toolbar">
        <h2 id="page-editor" className="section-title">
          {t(page ? "editPage" : "newPage")}
        </h2>
        <Link to={`${ADMIN_PATH}/trang`}>{t("backToList")}</Link>
      </div>
      <PageEditor key={page?.updatedAt ?? "new"} page={page} />
      {page ? (
        <>
          <section className="admin-preview card" aria-labelledby="page-preview">
            <h3 id="page-preview">{t("previewTitle")}</h3>
            <article className="article">
              <h1 className="article__title">{page.title}</h1>
              <div className="article__body" dangerouslySetInnerHTML={{ __html: page.bodyHtml }} />
            </article>
            {page.published ? <a href={`/${page.slug}`}>{t("viewOnSite")}</a> : null}
          </section>
          <Form method="post" className="admin-delete">
            <input type="hidden" name="id" value={page.id} />
            <DeleteButton />
          </Form>
        </>
      ) : null}
    </section>
  );
}
