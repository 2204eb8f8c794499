import { useState } from "react";
import { Link } from "react-router";
import { useWorkspace } from "../../api/team";
import { useUserPlan } from "../../api/useUserPlan";
import { useWebhooks, type CreatedWebhook } from "../../api/webhooks";
import { Notice } from "../../components/Notice";
import { useFocusWhenShown } from "../../components/useFocusWhenShown";
import { useNeighbourFocus } from "../../components/useNeighbourFocus";
import { PageContainer } from "../../components/PageContainer";
import { PageHeader } from "../../components/PageHeader";
import { usePageTitle } from "../../layout/usePageTitle";
import { CreateWebhookForm } from "./CreateWebhookForm";
import { NewSecretPanel } from "./NewSecretPanel";
import { WebhookCard } from "./WebhookCard";

/**
 * The workspace's webhook endpoints (signed-in route): the owner and admins register them, see
 * their delivery logs and send test events; members see the list only (docs/product.md, Webhooks).
 */
export default function WebhooksPage() {
  usePageTitle("Webhooks");
  const plan = useUserPlan();
  const workspace = useWorkspace();
  // while the role is unknown the server still refuses members, so only a known member loses the buttons
  const isMember = workspace.data?.role === "member";
  const canManage = plan?.integrations === true && !isMember;
  const [created, setCreated] = useState<CreatedWebhook | null>(null);
  const { data, isLoading, isError } = useWebhooks();
  // A deleted endpoint's card goes with the focus in its Delete: focus moves to a neighbour's
  // Delete, or to the empty list's text once none is left (drawn when the list is read again).
  const { buttonRef, focusNeighbour } = useNeighbourFocus();
  const emptyText = useFocusWhenShown<HTMLParagraphElement>();
  const focusAfterDelete = (id: string) => {
    if (
      !focusNeighbour(
        (data ?? []).map((hook) => hook.id),
        id,
      )
    )
      emptyText.expect();
  };
  return (
    <PageContainer>
      <PageHeader
        title="Webhooks"
        subtitle={
          <>
            A signed POST to your endpoint when an extraction or a batch ends. How to check the signature:{" "}
            <Link to="/api-docs" className="font-medium text-brand-700 hover:underline">
              API docs
            </Link>
            .
          </>
        }
      />
      {/* a member of a workspace with webhooks has them: only the notice below, not a plan to buy */}
      {plan && !plan.integrations && (
        <Notice tone="info">
          Webhooks are part of the Business and Enterprise plans.{" "}
          <Link to="/pricing" className="font-medium underline">
            See plans
          </Link>
        </Notice>
      )}
      {plan?.integrations && isMember && (
        <Notice tone="info">
          These endpoints belong to your workspace; its owner and admins add, change and test them.
        </Notice>
      )}
      {canManage && <CreateWebhookForm onCreated={setCreated} />}
      {/* an endpoint deleted before its secret was put away takes the secret with it */}
      {created && (data === undefined || data.some((hook) => hook.id === created.id)) && (
        <NewSecretPanel created={created} onDone={() => setCreated(null)} />
      )}
      {isLoading && <p className="text-sm text-gray-500">Loading endpoints...</p>}
      {isError && <p className="text-sm text-red-600">Could not load your webhook endpoints.</p>}
      {data && data.length === 0 && (
        <p
          ref={emptyText.ref}
          tabIndex={-1}
          className="rounded-xl border border-dashed border-gray-300 p-6 text-center text-sm text-gray-500 focus:outline-none"
        >
          No webhook endpoints yet
        </p>
      )}
      {data && data.length > 0 && (
        <ul className="space-y-3">
          {data.map((hook) => (
            <WebhookCard
              key={hook.id}
              hook={hook}
              canManage={canManage}
              isAdmin={!isMember}
              deleteRef={buttonRef(hook.id)}
              onDeleted={() => focusAfterDelete(hook.id)}
            />
          ))}
        </ul>
      )}
    </PageContainer>
  );
}
