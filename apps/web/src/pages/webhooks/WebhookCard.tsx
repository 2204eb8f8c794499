import { useState, type Ref } from "react";
import { useDeleteWebhook, useSendTestEvent, useUpdateWebhook, type Webhook } from "../../api/webhooks";
import { QuestionDialog } from "../../components/Modal";
import { buttonSecondary } from "../../components/styles";
import { toast } from "../../toast/toastStore";
import { DeliveryLog } from "./DeliveryLog";

/** The toast of a test event sent to a paused endpoint: it arrives, though real events do not. */
export const PAUSED_TEST_QUEUED =
  "Test event queued. This endpoint is paused: it receives test events, but no other events until you resume it.";

/**
 * One endpoint: its events, pause/resume, send test event, delete, and its delivery log.
 * `canManage`: the plan has webhooks and the caller is the owner or an admin; `isAdmin` alone
 * keeps Delete and the log (a workspace that left Business may still remove its endpoints).
 */
export function WebhookCard({
  hook,
  canManage,
  isAdmin,
  deleteRef,
  onDeleted,
}: {
  hook: Webhook;
  canManage: boolean;
  isAdmin: boolean;
  /** Takes the Delete button, and `onDeleted` runs once the endpoint is gone: the page keeps the focus. */
  deleteRef?: Ref<HTMLButtonElement>;
  onDeleted?: () => void;
}) {
  const [showLog, setShowLog] = useState(false);
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const test = useSendTestEvent();

  const sendTest = () =>
    test.mutate(hook.id, {
      onSuccess: (answer) => {
        // a paused endpoint gets test events all the same (docs/api.md, Deliveries), nothing else
        toast.success(answer.endpoint_paused ? PAUSED_TEST_QUEUED : "Test event queued");
        setShowLog(true);
      },
      onError: (failure) => toast.error(failure.message || "Could not send the test event"),
    });
  const togglePause = () =>
    update.mutate(
      { id: hook.id, enabled: !hook.enabled },
      { onError: (failure) => toast.error(failure.message || "Could not change the endpoint") },
    );
  const [askingDelete, setAskingDelete] = useState(false);
  const onDelete = () => {
    // not mutate's own callbacks: this card is gone once the list is read again, and a gone
    // component's mutate callbacks never run, so the toast would never show
    remove.mutateAsync(hook.id).then(
      () => {
        toast.success("Webhook endpoint deleted");
        onDeleted?.();
      },
      (failure: unknown) =>
        toast.error(failure instanceof Error && failure.message ? failure.message : "Could not delete the endpoint"),
    );
  };

  return (
    <li aria-label={`Webhook ${hook.url}`} className="space-y-3 rounded-xl border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <p className="truncate font-mono text-sm font-medium text-gray-900">{hook.url}</p>
          <p className="text-xs text-gray-500">
            {hook.events.join(", ")} · secret …{hook.secret_hint} ·{" "}
            {hook.enabled ? "active" : "paused (test events only)"}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {canManage && (
            <button type="button" className={buttonSecondary} disabled={test.isPending} onClick={sendTest}>
              {test.isPending ? "Sending..." : "Send test event"}
            </button>
          )}
          {canManage && (
            <button type="button" className={buttonSecondary} disabled={update.isPending} onClick={togglePause}>
              {hook.enabled ? "Pause" : "Resume"}
            </button>
          )}
          {isAdmin && (
            <button
              type="button"
              className={buttonSecondary}
              onClick={() => setShowLog((v) => !v)}
              aria-expanded={showLog}
            >
              {showLog ? "Hide deliveries" : "Deliveries"}
            </button>
          )}
          {isAdmin && (
            <button
              ref={deleteRef}
              type="button"
              className="rounded-md border border-red-200 px-3 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 disabled:opacity-50"
              disabled={remove.isPending}
              onClick={() => setAskingDelete(true)}
            >
              Delete
            </button>
          )}
        </div>
      </div>
      {askingDelete && (
        <QuestionDialog
          title={`Delete the endpoint ${hook.url}?`}
          stay="Keep Endpoint"
          go="Delete Endpoint"
          danger
          onAnswer={(go) => {
            setAskingDelete(false);
            if (go) onDelete();
          }}
        >
          Its delivery log goes with it, and no further events are sent to it.
        </QuestionDialog>
      )}
      {showLog && isAdmin && <DeliveryLog webhookId={hook.id} />}
    </li>
  );
}
