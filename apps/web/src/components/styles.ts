/** Shared class lists so buttons and inputs look the same everywhere. */
export const buttonPrimary =
  "inline-flex items-center justify-center gap-2 rounded-md bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:opacity-60";
export const buttonSecondary =
  "inline-flex items-center justify-center gap-2 rounded-md border border-gray-300 bg-white px-4 py-2.5 text-sm font-semibold text-gray-700 shadow-sm hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-60";
export const inputBase =
  "block w-full rounded-md border bg-white px-3 py-2 text-sm text-gray-900 shadow-sm placeholder:text-gray-400 focus:ring-2 focus:ring-brand-500 focus:outline-none";
/** Input border for the normal and the invalid state. */
export const inputBorder = (invalid: boolean) =>
  invalid ? "border-red-400" : "border-gray-300 focus:border-brand-500";
