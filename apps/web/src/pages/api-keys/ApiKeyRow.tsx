import type { RefCallback } from "react";
import type { ApiKey } from "../../api/apiKeys";
import { formatKeyDate } from "./expiryOptions";
import { waiting } from "../../components/waiting";

/**
 * One key in the list: name, masked key, dates, who created it (in a team) and a revoke button
 * (`revokeRef`; none without `onRevoke`: another member's key, which a member cannot revoke).
 */
export function ApiKeyRow({
  apiKey,
  createdBy,
  onRevoke,
  revoking,
  revokeRef,
}: {
  apiKey: ApiKey;
  createdBy?: string;
  onRevoke: ((key: ApiKey) => void) | undefined;
  revoking: boolean;
  revokeRef?: RefCallback<HTMLButtonElement>;
}) {
  const expired = apiKey.expires_at !== null && new Date(apiKey.expires_at) <= new Date();
  return (
    <tr>
      <td className="px-4 py-3 font-medium text-gray-900">{apiKey.name}</td>
      <td className="px-4 py-3">
        <code className="text-xs text-gray-700">
          pdt_{apiKey.prefix}_…{apiKey.last4}
        </code>
      </td>
      <td className="px-4 py-3 text-gray-600">{formatKeyDate(apiKey.created_at)}</td>
      {createdBy !== undefined && <td className="px-4 py-3 text-gray-600">{createdBy}</td>}
      <td className="px-4 py-3 text-gray-600">{formatKeyDate(apiKey.last_used_at)}</td>
      <td className={`px-4 py-3 ${expired ? "font-medium text-red-600" : "text-gray-600"}`}>
        {expired ? "Expired" : formatKeyDate(apiKey.expires_at)}
      </td>
      <td className="px-4 py-3 text-right">
        {onRevoke && (
          <button
            type="button"
            ref={revokeRef}
            aria-disabled={revoking || undefined}
            onClick={revoking ? undefined : () => onRevoke(apiKey)}
            className={`rounded-md px-2 py-1 text-sm font-medium text-red-600 hover:bg-red-50 ${waiting}`}
          >
            Revoke
          </button>
        )}
      </td>
    </tr>
  );
}
