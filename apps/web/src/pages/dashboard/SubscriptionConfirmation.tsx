import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useAuth } from "../../auth/AuthContext";
import { planLabel } from "../../auth/postLoginTarget";
import { Notice } from "../../components/Notice";

/** How often the account is read again while Stripe's confirmation has not arrived yet. */
export const PLAN_CHECK_MS = 3000;
/** Reads before the page stops waiting for it (about two minutes) and asks for a reload instead. */
export const PLAN_CHECKS = 40;

/**
 * Shown on the dashboard when Stripe sends the buyer back with `subscription=success`. The plan
 * changes with Stripe's webhook, which can arrive after the buyer: the account is read again every
 * few seconds until it is on a paid plan, and then everything showing the plan (the pickers' limits,
 * the Plan card, today's usage, the pricing page's "Current Plan") is read again, so nothing keeps
 * showing Free until a reload.
 */
export function SubscriptionConfirmation() {
  const [search] = useSearchParams();
  const { refreshUser } = useAuth();
  const queryClient = useQueryClient();
  const [plan, setPlan] = useState<string | null>(null);
  const [gaveUp, setGaveUp] = useState(false);
  const asked = useRef(false);
  const mounted = useRef(true);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const returned = search.get("subscription") === "success";

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  useEffect(() => {
    if (!returned || asked.current) return;
    asked.current = true;
    let checks = 0;
    const check = async () => {
      const user = await refreshUser();
      if (!mounted.current) return;
      const tier = user?.subscription_tier ?? "";
      setPlan(tier);
      if (tier !== "" && tier !== "free") {
        for (const queryKey of [["subscription"], ["workspace"], ["usage"]])
          void queryClient.invalidateQueries({ queryKey });
        return;
      }
      checks += 1;
      if (checks < PLAN_CHECKS) timer.current = setTimeout(() => void check(), PLAN_CHECK_MS);
      else setGaveUp(true);
    };
    void check();
  }, [returned, refreshUser, queryClient]);

  if (!returned) return null;
  if (plan === null) return <Notice tone="info">Checking your subscription...</Notice>;
  if (plan === "free" || plan === "") {
    return (
      <Notice tone="info">
        Thank you! Your payment was received; your account switches to the new plan as soon as Stripe confirms it.{" "}
        {gaveUp
          ? "Stripe has not confirmed it yet: reload this page in a few minutes."
          : "This page updates by itself when it does."}
      </Notice>
    );
  }
  return <Notice tone="success">Thank you for subscribing! Your account is now on the {planLabel(plan)} plan.</Notice>;
}
