import type { ReactNode } from "react";
import { AuthCard, authButtonWaiting } from "./AuthCard";
import { Notice } from "./Notice";
import { buttonPrimary } from "./styles";

/**
 * The card of a page a mailed link opens that confirms something only on its button (the sign-up's
 * "Confirm e-mail", the e-mail change's "Confirm new e-mail"), since mail scanners and link
 * previewers open links by themselves (docs/security.md, Confirmation links): what the link does
 * (`children`), the button, which says "Confirming..." and ignores presses while `pending`, and
 * what to do if the user did not ask for it (`notAsked`). `error` is shown above.
 */
export function ConfirmLinkCard({
  title,
  error,
  pending,
  label,
  onConfirm,
  notAsked,
  children,
}: {
  title: string;
  error?: string;
  pending: boolean;
  label: string;
  onConfirm: () => void;
  notAsked: string;
  children: ReactNode;
}) {
  return (
    <AuthCard title={title}>
      <div className="space-y-4">
        {error && <Notice tone="error">{error}</Notice>}
        <p className="text-sm text-gray-700">{children}</p>
        {/* aria-disabled while busy: a disabled button drops the keyboard focus to the page (components/waiting.ts) */}
        <button
          type="button"
          aria-disabled={pending || undefined}
          className={`${buttonPrimary} ${authButtonWaiting} w-full`}
          onClick={() => {
            if (!pending) onConfirm();
          }}
        >
          {pending ? "Confirming..." : label}
        </button>
        <p className="text-sm text-gray-600">{notAsked}</p>
      </div>
    </AuthCard>
  );
}
