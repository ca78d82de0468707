import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The direction of imports (docs/decisions/009-one-contract.md): app/ and server/ meet only in
// contract/; browser code never reaches server-only modules.
const SERVER = {
  group: ["**/server/**", "server/*"],
  message: "app/ and contract/ never import server/: put what both need in contract/.",
};
const APP = { group: ["**/app/**", "app/*", "~/*"], message: "server/ and contract/ never import app/: put what both need in contract/." };
const SERVER_ONLY = {
  group: ["**/*.server", "**/*.server.*", "**/contract/wire/**", "node:*"],
  message: "Browser code never imports server-only modules (*.server.*, the wire codec, node:*).",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "public/build/",
      "node_modules/",
      "data/",
      ".cache/",
      "test-results/",
      "playwright-report/",
      "server/db/migrations/",
      "tests/.tmp/",
      "bench/yardstick/build/",
      "bench/yardstick/public/build/",
      "bench/yardstick/.cache/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-console": ["error", { allow: ["warn", "error", "info"] }],
    },
  },
  { files: ["app/**/*.{ts,tsx}"], rules: { "no-restricted-imports": ["error", { patterns: [SERVER] }] } },
  {
    // Modules that reach the browser bundle: components, atoms, and services that are not *.server.
    files: ["app/components/**/*.{ts,tsx}", "app/atoms/**/*.ts", "app/services/**/*.{ts,tsx}", "app/entry.client.tsx"],
    ignores: ["app/**/*.server.{ts,tsx}"],
    rules: { "no-restricted-imports": ["error", { patterns: [SERVER, SERVER_ONLY] }] },
  },
  { files: ["server/**/*.ts"], rules: { "no-restricted-imports": ["error", { patterns: [APP] }] } },
  { files: ["contract/**/*.ts"], rules: { "no-restricted-imports": ["error", { patterns: [APP, SERVER] }] } },
);
