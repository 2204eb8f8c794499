import { Link } from "react-router";
import { Modal } from "./Modal";
import { buttonPrimary, buttonSecondary } from "./styles";

/** Shown when a signed-out visitor tries to upload a PDF. */
export function SignInRequiredModal({ onClose }: { onClose: () => void }) {
  return (
    <Modal title="Sign in to extract tables" onClose={onClose}>
      <p className="text-sm text-gray-600">Create a free account or sign in to upload a PDF and extract its tables.</p>
      <div className="mt-6 grid gap-2 sm:grid-cols-2">
        <Link to="/signup" className={buttonPrimary}>
          Create Free Account
        </Link>
        <Link to="/login" state={{ from: "/" }} className={buttonSecondary}>
          Sign In
        </Link>
      </div>
    </Modal>
  );
}
