import { apiFetch } from "./client";
import type { Plan } from "./types";

/** Fetches the plan table; accepts a bare list or `{plans: [...]}`. */
export async function fetchPlans(): Promise<Plan[]> {
  const answer = await apiFetch<Plan[] | { plans: Plan[] }>("/plans", { auth: false });
  return Array.isArray(answer) ? answer : answer.plans;
}
