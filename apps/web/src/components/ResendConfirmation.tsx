import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../api/client";
import type { ApiResponse } from "../api/schema";

/** Asks for a new confirmation link (the answer is the same whether or not the address has an account). */
const resendConfirmation = (email: string) =>
  apiFetch<ApiResponse<"/auth/confirmation/resend", "post">>("/auth/confirmation/resend", {
    body: { email },
    auth: false,
  });

/**
 * "Send a new confirmation link" for an account whose address is not confirmed yet: the first
 * link expires after 24 hours or gets lost, and without a new one the account could neither sign
 * in nor sign up again (docs/product.md, Accounts and sessions). Kept out of the auth module,
 * which every page loads, since only the sign-in and sign-up pages use it.
 */
export function ResendConfirmation({ email }: { email: string }) {
  const resend = useMutation({ mutationFn: () => resendConfirmation(email.trim()) });
  return (
    <div className="text-sm">
      {resend.isSuccess ? (
        <p role="status" className="text-gray-700">
          {resend.data.message}
        </p>
      ) : (
        <>
          <button
            type="button"
            className="font-medium text-brand-700 hover:underline disabled:opacity-60"
            disabled={resend.isPending || !email.trim()}
            onClick={() => resend.mutate()}
          >
            {resend.isPending ? "Sending..." : "Send a new confirmation link"}
          </button>
          {resend.isError && (
            <p role="alert" className="mt-1 text-red-700">
              {resend.error.message || "The link could not be sent. Please try again."}
            </p>
          )}
        </>
      )}
    </div>
  );
}
