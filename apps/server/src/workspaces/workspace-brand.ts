import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { errors } from "../errors/index.js";
import { logoWhatOfBytes } from "./logo-words.js";
import type { WorkspaceScope } from "./workspace-scope.js";
import { requireAdmin, workspacePlan } from "./team-rules.js";

/** Largest logo a workspace may upload. */
export const MAX_LOGO_BYTES = 256 * 1024;

/**
 * Whether a workspace on this plan shows its own name and logo instead of
 * the instance brand (docs/product.md, White-label): plans with team seats
 * (Business, Enterprise).
 */
export function brandsWorkspace(plan: { seats: number }): boolean {
  return plan.seats > 1;
}

/** Throws unless the caller may change the workspace's brand: owner or admin (403 workspace_role_required), on Business (403 plan_required). */
export async function requireBrandEditor(db: Kysely<Database>, scope: WorkspaceScope, action: string): Promise<void> {
  requireAdmin(scope, action);
  const plan = await workspacePlan(db, scope.planId);
  if (!brandsWorkspace(plan)) throw errors.brandPlanRequired(plan.name);
}

/**
 * The image type of a logo from its first bytes: PNG or JPEG only. SVG and
 * anything else are refused whatever the request says they are, since an SVG
 * can carry scripts and the logo is served back to every member. The refusal says what the
 * bytes are instead ("This file is not an image. ...").
 */
export function logoTypeOf(bytes: Buffer): "image/png" | "image/jpeg" {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return "image/png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  throw errors.unsupportedLogo(logoWhatOfBytes(bytes));
}

/**
 * The brand a workspace shows its members: null when its plan does not brand, or while
 * nobody has given it a name or a logo of its own (its default "<full name>'s workspace" is
 * no brand: the instance's shows, docs/configuration.md, White-label). With a logo but no
 * name of its own, the name is the instance's (`instanceName`).
 */
export async function workspaceBrand(
  db: Kysely<Database>,
  scope: WorkspaceScope,
  instanceName: string,
): Promise<{ name: string; logo_url: string | null } | null> {
  const plan = await workspacePlan(db, scope.planId);
  if (!brandsWorkspace(plan)) return null;
  const row = await db
    .selectFrom("workspaces")
    .select(["name", "name_set_at", "logo_updated_at"])
    .where("id", "=", scope.id)
    .executeTakeFirst();
  if (!row || (!row.name_set_at && !row.logo_updated_at)) return null;
  return {
    name: row.name_set_at ? row.name : instanceName,
    logo_url: row.logo_updated_at ? `/api/v1/workspace/logo?v=${new Date(row.logo_updated_at).getTime()}` : null,
  };
}

/**
 * The author of a workspace's exported workbooks: its name on a branding plan once the
 * owner or an admin set one, else `fallback` (the instance brand).
 */
export async function exportCreatorOf(
  db: Kysely<Database>,
  workspaceId: string,
  fallback: string | undefined,
): Promise<string | undefined> {
  const row = await db
    .selectFrom("workspaces as w")
    .innerJoin("users as o", "o.id", "w.owner_id")
    .select(["w.name", "w.name_set_at", "o.subscription_tier as planId"])
    .where("w.id", "=", workspaceId)
    .executeTakeFirst();
  if (!row?.name_set_at) return fallback;
  return brandsWorkspace(await workspacePlan(db, row.planId)) ? row.name : fallback;
}
