import { type Handlers } from "../binary/endpoint";
import * as accounts from "./accounts";
import * as admin from "./admin";
import * as adminAudit from "./admin/audit";
import * as adminPages from "./admin/pages";
import * as adminPosts from "./admin/posts";
import * as adminSite from "./admin/site";
import * as adminTaxonomy from "./admin/taxonomy";
import * as highlights from "./highlights";
import * as profile from "./profile";
import * as reminders from "./reminders";

/** The backend's handler of every implemented call of the registry (contract/backend-calls). */
export const handlers: Handlers = {
  ...accounts,
  ...profile,
  ...reminders,
  ...highlights,
  ...admin,
  ...adminPosts,
  ...adminPages,
  ...adminTaxonomy,
  ...adminSite,
  ...adminAudit,
};
