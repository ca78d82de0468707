import { type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ADMIN_PATH } from "~/components/admin/admin-sections";
import { HomeLayoutForm, MenuForm, SettingsForm } from "~/components/admin/SiteForms";
import { intentForm, runIntentAction } from "~/services/forms/intent-action.server";
import { homeFormSchema, menuFormSchema, rowErrorPath, settingsFormSchema } from "~/services/admin/forms";
import { pageData } from "~/services/transport/page-data.server";
import { t } from "~/services/locale/admin-messages";
import { forgetSiteShell } from "~/services/shell/content-api.server";
import { adminGuard } from "~/services/admin/guard.server";

// /quan-tri/cai-dat: the site's settings, the header's menu and the home page's sections. A change
// shows at once on this node (its copy of the shell is dropped) and within seconds on the others.

const PATH = `${ADMIN_PATH}/cai-dat`;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { viewer } = await adminGuard(request, context);
  const [site, taxonomy] = await Promise.all([
    pageData(context, viewer.sessionId, "adminSite", {}),
    pageData(context, viewer.sessionId, "adminTaxonomy", {}),
  ]);
  return { ...site, categories: taxonomy.categories };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { viewer } = await adminGuard(request, context);
  const changed = (message: "settingsSaved" | "menuSaved" | "homeLayoutSaved") => () => {
    forgetSiteShell();
    return { to: PATH, message };
  };
  const forms = {
    settings: intentForm({
      schema: settingsFormSchema,
      call: "adminSettingsSave",
      param: (fields) => fields,
      done: changed("settingsSaved"),
    }),
    menu: intentForm({
      schema: menuFormSchema,
      call: "adminMenuSave",
      param: ({ entries }) => ({ entries: entries.rows }),
      placeField: (path, { entries }) => rowErrorPath("entries", entries.kept, path),
      done: changed("menuSaved"),
    }),
    home: intentForm({
      schema: homeFormSchema,
      call: "adminHomeSave",
      param: ({ sections }) => ({ sections: sections.rows }),
      placeField: (path, { sections }) => rowErrorPath("sections", sections.kept, path),
      done: changed("homeLayoutSaved"),
    }),
  };
  return runIntentAction(request, context, viewer.sessionId, forms);
}

export default function AdminSettings() {
  const { settings, menu, home, categories } = useLoaderData<typeof loader>();
  return (
    <div className="admin-settings">
      <section aria-labelledby="admin-settings">
        <h2 id="admin-settings" className="section-title">
          {t("settingsTitle")}
        </h2>
        <SettingsForm settings={settings} />
      </section>
      <section aria-labelledby="admin-menu">
        <h2 id="admin-menu" className="section-title">
          {t("siteMenuTitle")}
        </h2>
        <MenuForm key={JSON.stringify(menu)} menu={menu} />
      </section>
      <section aria-labelledby="admin-home">
        <h2 id="admin-home" className="section-title">
          {t("homeLayoutTitle")}
        </h2>
        <HomeLayoutForm key={JSON.stringify(home)} home={home} categories={categories} />
      </section>
    </div>
  );
}
