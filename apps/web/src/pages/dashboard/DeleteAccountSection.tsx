import { useState } from "react";
import { DeleteAccountDialog } from "./DeleteAccountDialog";

/** Account settings corner of the dashboard: deleting the account and its data. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  return (
    <section className="rounded-xl border border-red-200 bg-white p-5">
      <h2 className="font-semibold text-gray-900">Delete account</h2>
      <p className="mt-2 text-sm text-gray-600">Removes your account, uploaded PDFs and extraction history for good.</p>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="mt-4 inline-flex rounded-md border border-red-300 px-4 py-2 text-sm font-semibold text-red-700 hover:bg-red-50"
      >
        Delete Account
      </button>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </section>
  );
}
