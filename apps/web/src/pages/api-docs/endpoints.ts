/** One documented endpoint of the public API. */
export interface Endpoint {
  method: "GET" | "POST";
  path: string;
  description: string;
  auth: boolean;
  available: boolean;
}

/** The public API as documented (spec section 7); `available` marks what this build serves. */
export const ENDPOINTS: Endpoint[] = [
  { method: "POST", path: "/api/v1/auth/login", description: "Sign in with email and password; returns an access token.", auth: false, available: true },
  { method: "POST", path: "/api/v1/auth/register", description: "Create an account (email, password, full_name).", auth: false, available: true },
  { method: "GET", path: "/api/v1/auth/verify", description: "Check a token and return its user.", auth: true, available: true },
  { method: "POST", path: "/api/v1/extract", description: "Extract the tables of one PDF (file; format excel, csv or json).", auth: true, available: false },
  { method: "POST", path: "/api/v1/batch-extract", description: "Extract many PDFs in one batch (paid plans).", auth: true, available: false },
  { method: "GET", path: "/api/v1/status/{batch_id}", description: "Progress of a batch.", auth: true, available: false },
  { method: "GET", path: "/api/v1/download/{temp_id}", description: "Download a finished result.", auth: true, available: false },
];
