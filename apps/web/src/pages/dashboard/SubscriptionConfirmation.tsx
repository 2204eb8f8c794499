import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useAuth } from "../../auth/AuthContext";
import { planLabel } from "../../auth/postLoginTarget";
import { Notice } from "../../components/Notice";

/**
 * Shown on the dashboard when Stripe sends the buyer back with `subscription=success`: reads the
 * account again (the webhook has usually changed the plan by then) and names the plan it is on.
 */
export function SubscriptionConfirmation() {
  const [search] = useSearchParams();
  const { refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const [plan, setPlan] = useState<string | null>(null);
  const asked = useRef(false);
  const returned = search.get("subscription") === "success";

  useEffect(() => {
    if (!returned || asked.current) return;
    asked.current = true;
    void refreshUser().then((user) => {
      setPlan(user?.subscription_tier ?? "");
      void queryClient.invalidateQueries({ queryKey: ["subscription"] });
    });
  }, [returned, refreshUser, queryClient]);

  if (!returned) return null;
  if (plan === null) return <Notice tone="info">Checking your subscription...</Notice>;
  if (plan === "free" || plan === "") {
    return (
      <Notice tone="info">
        Thank you! Your payment was received; your account switches to the new plan as soon as Stripe confirms it.
        Reload this page in a minute.
      </Notice>
    );
  }
  return <Notice tone="success">Thank you for subscribing! Your account is now on the {planLabel(plan)} plan.</Notice>;
}
