import { useState } from "react";
import { useLeaveWorkspace } from "../../api/team";
import { QuestionDialog } from "../../components/Modal";
import { toast } from "../../toast/toastStore";

/** Leaving the team (after a question): back to one's personal workspace and its own history. */
export function LeaveTeam({ name }: { name: string }) {
  const leave = useLeaveWorkspace();
  const [asking, setAsking] = useState(false);
  const onAnswer = (go: boolean) => {
    setAsking(false);
    if (!go) return;
    leave.mutate(undefined, {
      onSuccess: () => toast.success(`You left ${name}`),
      onError: (failure) => toast.error(failure.message || "Could not leave the workspace"),
    });
  };
  return (
    <section className="rounded-xl border border-red-200 bg-white p-4">
      <h2 className="font-semibold text-gray-900">Leave this workspace</h2>
      <p className="mt-1 text-sm text-gray-600">
        You go back to your personal workspace. What you ran here stays with the team.
      </p>
      <button
        type="button"
        onClick={() => setAsking(true)}
        disabled={leave.isPending}
        className="mt-3 rounded-md border border-red-300 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50"
      >
        {leave.isPending ? "Leaving..." : "Leave workspace"}
      </button>
      {asking && (
        <QuestionDialog title={`Leave ${name}?`} stay="Stay" go="Leave Workspace" danger onAnswer={onAnswer}>
          You lose access to its history, batches, templates and API keys at once.
        </QuestionDialog>
      )}
    </section>
  );
}
