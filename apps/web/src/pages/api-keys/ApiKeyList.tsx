import { useState } from "react";
import { useApiKeys, useRevokeAllApiKeys, useRevokeApiKey, type ApiKey } from "../../api/apiKeys";
import { useWorkspace } from "../../api/team";
import { useAuth } from "../../auth/AuthContext";
import { toast } from "../../toast/toastStore";
import { QuestionDialog } from "../../components/Modal";
import { ScrollRegion } from "../../components/ScrollRegion";
import { ApiKeyRow } from "./ApiKeyRow";
import { useNeighbourFocus } from "../../components/useNeighbourFocus";
import { waiting } from "../../components/waiting";
import { KEY_NAME_ID } from "./CreateKeyForm";

/**
 * The workspace's keys with revoke, one or all at once (after a confirmation). In a team the list
 * says who created each key, and a member (not the owner or an admin) revokes only their own
 * (docs/api.md, Team workspaces): other members' keys have no Revoke, and Revoke All names and
 * counts only theirs, instead of buttons the server refuses or a count that does not add up.
 */
export function ApiKeyList() {
  const { data, isLoading, isError } = useApiKeys();
  const { user } = useAuth();
  const { data: workspace } = useWorkspace();
  const team = (workspace?.members.length ?? 1) > 1;
  const ownOnly = workspace?.role === "member";
  const canRevoke = (key: ApiKey) => !ownOnly || key.user_id === user?.id;
  const revoke = useRevokeApiKey();
  const revokeAll = useRevokeAllApiKeys();
  // A revoked key's row goes away with the focus in it: focus moves to a neighbour's Revoke, or to
  // the Name of a new key when none is left.
  const { buttonRef, focusNeighbour } = useNeighbourFocus();
  const focusNewKeyName = () => document.getElementById(KEY_NAME_ID)?.focus();
  // Revoke and Revoke All ask first in the app's dialog: `key` is the one key, or absent for all.
  const [question, setQuestion] = useState<{ key?: ApiKey } | null>(null);
  if (isLoading) return <p className="text-sm text-gray-500">Loading keys...</p>;
  // a list read before stays (with its Revoke buttons) when reading it again fails
  if (!data) return <p className="text-sm text-red-600">Could not load your API keys.</p>;
  if (data.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-gray-300 p-6 text-center text-sm text-gray-500">
        No API keys yet
      </p>
    );

  const onRevoke = (key: ApiKey) => {
    const ids = data.map((k) => k.id);
    revoke.mutate(key.id, {
      onSuccess: () => {
        if (!focusNeighbour(ids, key.id)) focusNewKeyName();
        toast.success("API key revoked");
      },
      onError: (failure) => toast.error(failure.message || "Could not revoke the key"),
    });
  };
  const revocable = data.filter(canRevoke).length;
  const which = ownOnly ? `your ${revocable} API key(s)` : `all ${revocable} API key(s)`;
  const onRevokeAll = () => {
    revokeAll.mutate(undefined, {
      onSuccess: (answer) => {
        focusNewKeyName();
        toast.success(`${answer.revoked} API key(s) revoked`);
      },
      onError: (failure) => toast.error(failure.message || "Could not revoke the keys"),
    });
  };
  const onAnswer = (go: boolean) => {
    setQuestion(null);
    if (!go || !question) return;
    if (question.key) onRevoke(question.key);
    else onRevokeAll();
  };
  return (
    <div>
      {isError && (
        <p className="mb-3 text-sm text-red-600">Could not load your API keys again; this list may be out of date.</p>
      )}
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-gray-600">
          Keys keep working after a password reset. If one may have leaked, revoke it, or all at once.
        </p>
        {revocable > 0 && (
          <button
            type="button"
            aria-disabled={revokeAll.isPending || undefined}
            onClick={revokeAll.isPending ? undefined : () => setQuestion({})}
            className={`rounded-md border border-red-200 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 ${waiting}`}
          >
            {revokeAll.isPending ? "Revoking..." : ownOnly ? "Revoke All My Keys" : "Revoke All Keys"}
          </button>
        )}
      </div>
      <ScrollRegion label="API keys" className="rounded-xl border border-gray-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-gray-50 text-gray-600">
            <tr>
              <th className="px-4 py-2">Name</th>
              <th className="px-4 py-2">Key</th>
              <th className="px-4 py-2">Created</th>
              {team && <th className="px-4 py-2">Created by</th>}
              <th className="px-4 py-2">Last used</th>
              <th className="px-4 py-2">Expires</th>
              <th className="px-4 py-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {data.map((key) => (
              <ApiKeyRow
                key={key.id}
                apiKey={key}
                createdBy={team ? (key.user_id === user?.id ? "you" : (key.created_by ?? "")) : undefined}
                revokeRef={buttonRef(key.id)}
                onRevoke={canRevoke(key) ? (asked) => setQuestion({ key: asked }) : undefined}
                revoking={revoke.isPending && revoke.variables === key.id}
              />
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {question && (
        <QuestionDialog
          title={question.key ? `Revoke “${question.key.name}”?` : `Revoke ${which}?`}
          stay={question.key ? "Keep Key" : "Keep Keys"}
          go={question.key ? "Revoke Key" : "Revoke Keys"}
          danger
          onAnswer={onAnswer}
        >
          {question.key ? "Programs using it stop working at once." : "Every program using one stops working at once."}
        </QuestionDialog>
      )}
    </div>
  );
}
