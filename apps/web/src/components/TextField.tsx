import type { InputHTMLAttributes, Ref } from "react";
import { FieldError } from "./FieldError";
import { inputBase, inputBorder } from "./styles";

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  /** The input itself (React 19 passes `ref` as a prop), e.g. to focus it when its form opens. */
  ref?: Ref<HTMLInputElement>;
}

/** Labelled text input with its error message underneath. */
export function TextField({ id, label, error, className = "", ...input }: Props) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`mt-1 ${inputBase} ${inputBorder(Boolean(error))} ${className}`}
        {...input}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
