import { Type } from "@fastify/type-provider-typebox";

const Role = Type.Union([Type.Literal("owner"), Type.Literal("admin"), Type.Literal("member")]);

/** One member of a workspace. */
export const MemberSchema = Type.Object({
  user_id: Type.String({ format: "uuid" }),
  email: Type.String(),
  full_name: Type.String(),
  role: Role,
  joined_at: Type.String({ format: "date-time" }),
});

/** An invitation not accepted yet. */
export const InvitationSchema = Type.Object({
  id: Type.String({ format: "uuid" }),
  email: Type.String(),
  role: Type.Union([Type.Literal("admin"), Type.Literal("member")]),
  created_at: Type.String({ format: "date-time" }),
  expires_at: Type.String({ format: "date-time" }),
});

/** GET /workspace. */
export const WorkspaceSchema = Type.Object({
  id: Type.String({ format: "uuid" }),
  name: Type.String(),
  plan: Type.String({ description: "The workspace's plan id: its owner's plan" }),
  seats: Type.Integer({ description: "How many people the plan admits, the owner included; 1 means no team" }),
  role: Role,
  brand: Type.Union(
    [
      Type.Object(
        {
          name: Type.String({
            description: "Shown to members instead of the instance's name, and the author of exported workbooks",
          }),
          logo_url: Type.Union([Type.String(), Type.Null()], {
            description: "The workspace's logo (GET /workspace/logo), null when none",
          }),
        },
        { required: ["name", "logo_url"] },
      ),
      Type.Null(),
    ],
    {
      description:
        "The workspace's own brand on plans with seats (Business, Enterprise); null elsewhere, where the instance's brand shows",
    },
  ),
  members: Type.Array(MemberSchema, { description: "The owner first, then admins, then members" }),
  invitations: Type.Array(InvitationSchema, {
    description: "Open invitations (they take seats); listed to the owner and admins only",
  }),
});

/** GET /workspace/invitations/{token}. */
export const InvitationPreviewSchema = Type.Object({
  workspace_name: Type.String(),
  invited_by: Type.Union([Type.String(), Type.Null()], { description: "Full name of who invited" }),
  email: Type.String({ description: "The address invited: only an account with it can accept" }),
  role: Type.Union([Type.Literal("admin"), Type.Literal("member")]),
  expires_at: Type.String({ format: "date-time" }),
  status: Type.Union([Type.Literal("pending"), Type.Literal("accepted"), Type.Literal("expired")]),
});
