import { count, desc, eq, like } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, type AuditEntry } from "../../contract/backend-calls/admin-content";
import { escapeLike } from "../content/search";
import { users } from "../db/schema";
import { type AppDatabase } from "../db/types";
import { auditLog } from "./tables";

// The audit log as admins read it (issue 10, docs/admin.md): newest first, 20 a page, optionally
// by what was done ("post." for every post.create, post.publish …), each with who did it (null
// once that account is gone).

export async function listAudit(db: AppDatabase, query: { page: number; action?: string }) {
  const where = query.action ? like(auditLog.action, `${escapeLike(query.action)}%`) : undefined;
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select({ entry: auditLog, actor: { id: users.id, nickName: users.nickname } })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const items: AuditEntry[] = rows.map(({ entry, actor }) => ({
    id: entry.id,
    actor: actor ?? null,
    action: entry.action,
    subject: entry.subject,
    detail: entry.detail,
    at: entry.at.toISOString(),
  }));
  return { items, page: query.page, size: ADMIN_PAGE_SIZE, total };
}
