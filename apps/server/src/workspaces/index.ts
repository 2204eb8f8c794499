export { ensureWorkspace, moveToOwnWorkspace, personalWorkspaceName } from "./personal-workspace.js";
export { memberScope, membershipOf, type WorkspaceScope } from "./workspace-scope.js";
export { requestWorkspace } from "./request-workspace.js";
export { insertUnderCap, type WorkspaceCap } from "./capped-insert.js";
