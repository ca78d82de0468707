import { eq } from "drizzle-orm";
import { z } from "zod";
import { HOME_SECTIONS_MAX, homeSectionSchema } from "../../contract/backend-calls/admin-content";
import { CONFIG_CODES, DEFAULT_HOME_LAYOUT, type HomeSection } from "../../contract/content";
import { configurations } from "../db/schema";
import { type AppDatabase } from "../db/types";

// The home page's sections (docs/content.md): an admin's arrangement, stored as JSON in the
// configuration item "home_layout" (server/admin/site-editor.ts), or DEFAULT_HOME_LAYOUT until
// there is one. What is read is checked again, so a row written another way cannot break the page.

const storedLayout = z.array(homeSectionSchema).min(1).max(HOME_SECTIONS_MAX);

/** The sections a stored value holds, or null when it is no valid layout. */
export function parseHomeLayout(value: string | undefined): HomeSection[] | null {
  if (value === undefined) return null;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return null;
  }
  const parsed = storedLayout.safeParse(json);
  return parsed.success ? parsed.data : null;
}

/** The home page's layout: the stored one, or the default when there is none or it is broken. */
export async function readHomeLayout(db: AppDatabase): Promise<readonly HomeSection[]> {
  const [row] = await db
    .select({ value: configurations.value })
    .from(configurations)
    .where(eq(configurations.code, CONFIG_CODES.homeLayout));
  return parseHomeLayout(row?.value) ?? DEFAULT_HOME_LAYOUT;
}
