import { useState } from "react";
import { Link } from "react-router";
import { useWorkspace } from "../../api/team";
import { DeleteAccountDialog } from "./DeleteAccountDialog";

/**
 * Account settings corner of the dashboard: deleting the account and its data. The owner of a
 * workspace other people work in must make one of them the owner first (docs/product.md, Team
 * workspaces; the server answers 409 transfer_ownership_first): the button says so before the
 * password is asked for, instead of refusing after it as if the password were wrong.
 */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const { data: workspace } = useWorkspace();
  const others = workspace && workspace.role === "owner" ? workspace.members.length - 1 : 0;
  const inTeam = workspace && workspace.role !== "owner" ? workspace.name : undefined;
  return (
    <section className="rounded-xl border border-red-200 bg-white p-5">
      <h2 className="font-semibold text-gray-900">Delete account</h2>
      <p className="mt-2 text-sm text-gray-600">Removes your account, uploaded PDFs and extraction history for good.</p>
      {others > 0 && (
        <p id="delete-account-blocked" className="mt-2 text-sm text-amber-800">
          You own {workspace!.name}, where {others === 1 ? "1 other person works" : `${others} other people work`}. Make
          one of them the owner on the{" "}
          <Link to="/team" className="font-medium underline">
            Team page
          </Link>{" "}
          (or remove them) first.
        </p>
      )}
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={others > 0}
        aria-describedby={others > 0 ? "delete-account-blocked" : undefined}
        className="mt-4 inline-flex rounded-md border border-red-300 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent"
      >
        Delete Account
      </button>
      {open && <DeleteAccountDialog team={inTeam} onClose={() => setOpen(false)} />}
    </section>
  );
}
