// The seed's content lives in the contract, so the fallback the site shows when the database is
// down and what a first start writes are the same values.
export {
  CONFIG_CODES as CONFIGURATION_CODES,
  DEFAULT_CONFIGURATIONS,
  DEFAULT_MENU,
  MENU_KINDS,
  type ConfigurationCode,
  type MenuKind,
} from "../../contract/content";
