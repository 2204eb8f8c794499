import { useQuery } from "@tanstack/react-query";
import { useAuth } from "../auth/AuthContext";
import { apiFetch } from "./client";
import type { Plan } from "./types";
import { usePlans } from "./queries";

/**
 * The plan whose limits apply to the signed-in user: their workspace's (a team member works
 * on the owner's plan), their own while that is unknown, the free plan for visitors;
 * undefined until the plans load.
 */
export function useUserPlan(): Plan | undefined {
  const { user } = useAuth();
  const { data } = usePlans();
  const workspace = useQuery({
    queryKey: ["workspace"],
    queryFn: () => apiFetch<{ plan: string }>("/workspace"),
    enabled: Boolean(user),
    retry: false,
  });
  const tier = (user && workspace.data?.plan) || (user?.subscription_tier ?? "free");
  return data?.find((plan) => plan.id === tier);
}
