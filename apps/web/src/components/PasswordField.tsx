import { Eye, EyeOff } from "lucide-react";
import { useState, type InputHTMLAttributes, type Ref } from "react";
import { FieldError } from "./FieldError";
import { inputBase, inputBorder } from "./styles";

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  /** The input itself (React 19 passes `ref` as a prop), e.g. to focus it when its form opens. */
  ref?: Ref<HTMLInputElement>;
  id: string;
  label: string;
  error?: string;
}

/** Password input with a show/hide toggle. */
export function PasswordField({ id, label, error, ...input }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-700">
        {label}
      </label>
      <div className="relative mt-1">
        <input
          id={id}
          type={visible ? "text" : "password"}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${inputBase} ${inputBorder(Boolean(error))} pr-10`}
          {...input}
        />
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          className="absolute inset-y-0 right-0 flex items-center px-3 text-gray-400 hover:text-gray-600"
          aria-label={visible ? `Hide ${label.toLowerCase()}` : `Show ${label.toLowerCase()}`}
        >
          {visible ? <EyeOff className="h-4 w-4" /> : <Eye className="h-4 w-4" />}
        </button>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
