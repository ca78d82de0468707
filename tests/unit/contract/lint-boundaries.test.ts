import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The direction of imports (docs/decisions/009-one-contract.md), checked by running the project's
// own lint configuration on imports that cross it.
const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === "no-restricted-imports").map((message) => message.message);
}

describe("the import boundary", () => {
  it("refuses app/ importing server/", async () => {
    expect(
      await restrictedImports(
        "app/routes/example.tsx",
        'import { handlers } from "../../server/backend/endpoints";\nexport default handlers;\n',
      ),
    ).toHaveLength(1);
  });

  it("refuses server/ and contract/ importing app/", async () => {
    expect(
      await restrictedImports("server/example.ts", 'import { t } from "../app/services/messages";\nexport const text = t("home");\n'),
    ).toHaveLength(1);
    expect(
      await restrictedImports("contract/example.ts", 'import { t } from "~/services/locale/messages";\nexport const text = t("home");\n'),
    ).toHaveLength(1);
    expect(await restrictedImports("contract/example.ts", 'import { logger } from "../server/logger";\nexport { logger };\n')).toHaveLength(
      1,
    );
  });

  it("refuses browser code importing server-only modules", async () => {
    expect(
      await restrictedImports(
        "app/components/example.tsx",
        'import { resolveViewer } from "~/services/session/session.server";\nexport { resolveViewer };\n',
      ),
    ).toHaveLength(1);
    expect(
      await restrictedImports(
        "app/services/example.ts",
        'import { encodeRequest } from "../../contract/wire/codec";\nexport { encodeRequest };\n',
      ),
    ).toHaveLength(1);
  });

  it("lets both sides import the contract, and server modules import each other", async () => {
    expect(
      await restrictedImports("app/components/example.tsx", 'import { RESULT } from "../../contract/result-codes";\nexport { RESULT };\n'),
    ).toEqual([]);
    expect(
      await restrictedImports("server/example.ts", 'import { RESULT } from "../contract/result-codes";\nexport { RESULT };\n'),
    ).toEqual([]);
    expect(
      await restrictedImports(
        "app/services/example.server.ts",
        'import { encodeRequest } from "../../contract/wire/codec";\nimport { resolveViewer } from "./session.server";\nexport { encodeRequest, resolveViewer };\n',
      ),
    ).toEqual([]);
  });

  it("applies to tests as well: a test file that imports across is flagged", async () => {
    // Tests sit outside app/ and server/, so they may import both; a test placed in app/ may not.
    expect(
      await restrictedImports(
        "app/services/example.test.ts",
        'import { handlers } from "../../server/backend/endpoints";\nexport { handlers };\n',
      ),
    ).toHaveLength(1);
  });
});
