import { useQuery } from "@tanstack/react-query";
import { fetchSubscription } from "./auth";
import { fetchBillingConfig } from "./billing";
import { fetchPlans } from "./plans";

/** The plan table, cached for the session. */
export const usePlans = () => useQuery({ queryKey: ["plans"], queryFn: fetchPlans, staleTime: 10 * 60_000 });

/** Today's usage of the signed-in account. */
export const useSubscription = (enabled = true) =>
  useQuery({ queryKey: ["subscription"], queryFn: fetchSubscription, enabled, staleTime: 30_000 });

/** Whether this server sells plans online. */
export const useBillingConfig = () => useQuery({ queryKey: ["billing-config"], queryFn: fetchBillingConfig, staleTime: 10 * 60_000 });
