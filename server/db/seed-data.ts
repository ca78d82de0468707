// The seed's content lives with the app that reads it, so the fallback shown when the
// database is down and what a first start writes are the same values.
export {
  CONFIG_CODES as CONFIGURATION_CODES,
  DEFAULT_CONFIGURATIONS,
  type ConfigurationCode,
} from "../../app/services/site-config";
export { DEFAULT_MENU, MENU_KINDS, type MenuKind } from "../../app/services/menu";
