import { listAudit } from "../../../admin/audit-reader";
import { ok, type Handler } from "../../binary/endpoint";

// The audit log (docs/admin.md): server/admin/audit-reader.ts.

export const adminAuditList: Handler<"adminAuditList"> = async (param, context) => ok(await listAudit(context.db, param));
