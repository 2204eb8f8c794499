import { AlertTriangle } from "lucide-react";

/** What the error boundary shows in place of a crashed page. */
export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto max-w-md px-4 py-24 text-center">
      <AlertTriangle className="mx-auto h-12 w-12 text-red-500" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-gray-900">Something went wrong</h1>
      <p className="mt-2 text-gray-600">We encountered an unexpected error. Please try again.</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-6 rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
      >
        Try Again
      </button>
    </div>
  );
}
