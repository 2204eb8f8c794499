import { useEffect, useState } from "react";
import { apiFetch } from "../../api/client";
import { fetchPlans } from "../../api/plans";
import type { Plan } from "../../api/types";
import { useAuth } from "../../auth/AuthContext";

/**
 * The plan whose limits the home picker applies: the user's workspace's (else their own), or Free for visitors; undefined
 * until the plan table arrives (or if it cannot be read: the server checks the size anyway).
 * A plain fetch rather than a query, so Home's first load does not carry the query library.
 */
export function useHomePlan(): Plan | undefined {
  const { user } = useAuth();
  const [plans, setPlans] = useState<Plan[] | undefined>(undefined);
  // a team member works on the workspace's plan (its owner's), not on their own
  const [workspacePlan, setWorkspacePlan] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    fetchPlans().then(
      (list) => current && setPlans(list),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  useEffect(() => {
    let current = true;
    if (user) {
      apiFetch<{ plan: string }>("/workspace").then(
        (workspace) => current && setWorkspacePlan(workspace.plan),
        () => undefined,
      );
    }
    return () => {
      current = false;
    };
  }, [user]);
  const tier = (user && workspacePlan) || (user?.subscription_tier ?? "free");
  return plans?.find((plan) => plan.id === tier);
}
