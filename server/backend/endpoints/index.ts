import { type Handlers } from "../binary/endpoint";
import * as accounts from "./accounts";
import * as admin from "./admin";
import * as adminAudit from "./admin/audit";
import * as adminPages from "./admin/pages";
import * as adminPosts from "./admin/posts";
import * as adminSite from "./admin/site";
import * as adminTaxonomy from "./admin/taxonomy";
import * as chat from "./chat";
import * as commentator from "./commentator";
import * as gifts from "./gifts";
import * as highlights from "./highlights";
import * as profile from "./profile";
import * as reminders from "./reminders";
import * as rooms from "./rooms";
import * as watch from "./watch";

/** The backend's handler of every implemented call of the registry (contract/backend-calls). */
export const handlers: Handlers = {
  ...accounts,
  ...profile,
  ...reminders,
  ...rooms,
  ...highlights,
  ...admin,
  ...adminPosts,
  ...adminPages,
  ...adminTaxonomy,
  ...adminSite,
  ...adminAudit,
  ...chat,
  ...gifts,
  ...watch,
  ...commentator,
};
