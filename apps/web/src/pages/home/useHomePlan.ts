import { useEffect, useState } from "react";
import { fetchPlans } from "../../api/plans";
import type { Plan } from "../../api/types";
import { useAuth } from "../../auth/AuthContext";

/**
 * The plan whose limits the home picker applies: the user's, or Free for visitors; undefined
 * until the plan table arrives (or if it cannot be read: the server checks the size anyway).
 * A plain fetch rather than a query, so Home's first load does not carry the query library.
 */
export function useHomePlan(): Plan | undefined {
  const { user } = useAuth();
  const tier = user?.subscription_tier ?? "free";
  const [plans, setPlans] = useState<Plan[] | undefined>(undefined);
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
  return plans?.find((plan) => plan.id === tier);
}
