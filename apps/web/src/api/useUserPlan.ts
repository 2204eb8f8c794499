import { useAuth } from "../auth/AuthContext";
import type { Plan } from "./types";
import { usePlans } from "./queries";

/** The plan of the signed-in user (the free plan for visitors), or undefined until plans load. */
export function useUserPlan(): Plan | undefined {
  const { user } = useAuth();
  const { data } = usePlans();
  const tier = user?.subscription_tier ?? "free";
  return data?.find((plan) => plan.id === tier);
}
