import { AppError } from "./app-error.js";
import { logoRefusalMessage, logoTooLargeMessage } from "../workspaces/logo-words.js";

/**
 * Factories for the errors the API raises, one place for every stable code.
 * docs/api.md lists them; add new codes here first.
 */
export const errors = {
  validation: (message: string) => new AppError(422, "validation_failed", message),
  /**
   * A body field the route does not have, named with the ones it has (`pasword: unknown field
   * (expected email, password)`): a misspelt field would otherwise be dropped without a word.
   */
  unknownField: (field: string, expected: readonly string[]) =>
    new AppError(422, "validation_failed", `${field}: unknown field (expected ${expected.join(", ")})`),
  /** Text holding U+0000, which the database cannot store; `path` names the field ("" for the whole body). */
  nulInText: (path: string) =>
    new AppError(
      422,
      "validation_failed",
      `${path || "The request body"}: text cannot contain the NUL character (\\u0000)`,
    ),
  invalidJson: () => new AppError(400, "invalid_json", "The request body is not valid JSON"),
  forbiddenJsonKey: () =>
    new AppError(
      400,
      "invalid_json",
      "The request body has a __proto__ or constructor.prototype key, which is refused; no field of this API has that name",
    ),
  emptyJson: () => new AppError(400, "invalid_json", "The request body is empty but its Content-Type says JSON"),
  bodyTooLarge: (limitBytes: number) =>
    new AppError(
      413,
      "payload_too_large",
      `The request body is larger than the ${formatBytes(limitBytes)} this endpoint accepts`,
    ),
  unsupportedMediaType: (type: string | undefined) =>
    new AppError(
      415,
      "unsupported_media_type",
      `Content-Type ${type ? `"${type}"` : "(none)"} is not supported here; send application/json`,
    ),
  invalidContentLength: () =>
    new AppError(
      400,
      "invalid_content_length",
      "The request body does not have the length its Content-Length header says",
    ),
  invalidMultipart: () =>
    new AppError(
      400,
      "invalid_multipart",
      "The multipart/form-data body could not be read: it is cut short or malformed",
    ),
  tooManyFormParts: () => new AppError(413, "too_many_parts", "The form has too many fields or files"),
  badUrl: () => new AppError(400, "bad_url", "The address of the request is not valid (broken percent-encoding)"),
  urlTooLong: () => new AppError(414, "url_too_long", "A part of the address is too long"),
  serverClosing: () =>
    new AppError(503, "server_closing", "The server is shutting down. Please try again in a moment.", {
      Connection: "close",
    }),
  badRequest: (message = "The request could not be understood") => new AppError(400, "bad_request", message),
  unreadableRequest: () => new AppError(400, "bad_request", "The request could not be read as HTTP"),
  headersTooLarge: () => new AppError(431, "headers_too_large", "The request headers are too large"),
  requestTimeout: () => new AppError(408, "request_timeout", "The request took too long to arrive"),
  uploadStalled: (idleSeconds: number) =>
    new AppError(
      408,
      "request_timeout",
      `The upload stopped: nothing arrived for ${idleSeconds} s. Please send it again.`,
    ),
  batchTooLarge: (limitBytes: number, maxFiles: number, planName: string) =>
    new AppError(
      413,
      "payload_too_large",
      `The upload is larger than ${maxFiles} files of ${formatBytes(limitBytes)}, the most a batch on the ${planName} plan can hold`,
    ),
  routeNotFound: (method: string, url: string) =>
    new AppError(404, "route_not_found", `No API route for ${method} ${url.split("?")[0]}`),
  notFound: (what: string) => new AppError(404, "not_found", `${what} was not found`),
  batchPlanRequired: (planName: string) =>
    new AppError(
      403,
      "plan_required",
      `Batch processing is not part of the ${planName} plan. Upgrade to Pro or higher to process several PDFs at once.`,
    ),
  tooManyBatchFiles: (limit: number, planName: string) =>
    new AppError(413, "too_many_files", `Your ${planName} plan allows up to ${limit} files per batch`),
  csrfFailed: () =>
    new AppError(
      403,
      "csrf_failed",
      "The request came with the session cookie but without its CSRF token (X-CSRF-Token); reload the page and try again",
    ),
  emailTaken: () => new AppError(409, "email_taken", "An account with this email already exists"),
  invalidCredentials: () => new AppError(401, "invalid_credentials", "Invalid email or password"),
  unauthenticated: (message = "Sign in to continue: the access token is missing, expired or revoked") =>
    new AppError(401, "invalid_token", message, { "WWW-Authenticate": 'Bearer error="invalid_token"' }),
  emailNotConfirmed: () =>
    new AppError(
      403,
      "email_not_confirmed",
      "Please confirm your email address first: check your inbox for the confirmation link",
    ),
  tooManyAttempts: (retryAfterSeconds: number) =>
    tryAgainLater("too_many_attempts", "Too many failed sign-in attempts.", retryAfterSeconds),
  /** Sign-ups from one client address past SIGNUPS_PER_ADDRESS_PER_HOUR (docs/security.md, Sign-up). */
  tooManySignups: (retryAfterSeconds: number) =>
    tryAgainLater("too_many_signups", "Too many accounts were created from your network address.", retryAfterSeconds),
  /** Password-reset requests from one client address past RESET_REQUESTS_PER_ADDRESS_PER_HOUR (docs/security.md). */
  tooManyResetRequests: (retryAfterSeconds: number) =>
    tryAgainLater(
      "too_many_reset_requests",
      "Too many password reset requests came from your network address.",
      retryAfterSeconds,
    ),
  /** Requests for a new confirmation link from one client address past RESET_REQUESTS_PER_ADDRESS_PER_HOUR (docs/security.md). */
  tooManyConfirmationRequests: (retryAfterSeconds: number) =>
    tryAgainLater(
      "too_many_confirmation_requests",
      "Too many confirmation link requests came from your network address.",
      retryAfterSeconds,
    ),
  invalidResetToken: () =>
    new AppError(
      400,
      "invalid_token",
      "This password reset link is invalid, expired or already used. Please request a new one.",
    ),
  /** An e-mail change link (its preview or confirmation, /account/email/confirm) that is unknown, expired, used or replaced by a newer one. */
  invalidEmailChangeToken: () =>
    new AppError(
      400,
      "invalid_token",
      "This e-mail change link is invalid, expired or already used. Please ask for a new one in your account settings.",
    ),
  /** POST /account/email with the address the account already has. */
  emailUnchanged: () => new AppError(400, "email_unchanged", "This is already your account's e-mail address"),
  /** POST /account/email from an account made through Google or GitHub that never set a password to confirm it with. */
  passwordNotSet: () =>
    new AppError(
      409,
      "password_not_set",
      "Set a password first (Change Password): changing the e-mail address asks for your current password",
    ),
  /**
   * POST /account/email whose mail to the new address the mail server refused or could not take:
   * its link was withdrawn, so nothing changed and no working link waits anywhere.
   */
  emailChangeMailNotSent: (newEmail: string) =>
    new AppError(
      502,
      "mail_not_sent",
      `The confirmation mail to ${newEmail} could not be sent, so nothing was changed. Please try again later.`,
    ),
  /** E-mail change requests past their hourly limits (docs/security.md, Password reset requests). */
  tooManyEmailChangeRequests: (retryAfterSeconds: number) =>
    tryAgainLater("too_many_email_change_requests", "Too many e-mail change requests were made.", retryAfterSeconds),
  invalidConfirmationToken: () =>
    new AppError(400, "invalid_token", "This confirmation link is invalid, expired or already used"),
  oauthNotConfigured: (provider: string) =>
    new AppError(404, "oauth_not_configured", `Sign-in with ${provider} is not configured on this server`),
  /**
   * An OAuth sign-in whose address belongs to a password account that never proved it owns the
   * address: linking would let whoever chose that password into the provider user's account.
   */
  oauthAccountUnconfirmed: () =>
    new AppError(
      409,
      "oauth_account_unconfirmed",
      "An account with this e-mail address already exists, and its address is not confirmed: sign in with its password. To use Google or GitHub with it, confirm the address once by resetting the password.",
    ),
  oauthFailed: (provider: string) =>
    new AppError(400, "oauth_failed", `Sign-in with ${provider} failed. Please try again.`),
  planNotFound: (plan: string) => new AppError(404, "plan_not_found", `There is no plan named "${plan}"`),
  billingNotConfigured: () => new AppError(503, "billing_not_configured", "This server does not sell plans online"),
  /** The webhook of a server without Stripe: nothing to deliver to (404, not a server fault). */
  webhookNotConfigured: () =>
    new AppError(
      404,
      "billing_not_configured",
      "This server does not sell plans online, so it takes no Stripe webhooks",
    ),
  priceNotSold: (what: string) => new AppError(422, "price_not_available", `${what} is not sold online on this server`),
  billingProviderFailed: () =>
    new AppError(502, "billing_provider_error", "The payment provider could not be reached. Please try again."),
  invalidWebhookSignature: () =>
    new AppError(400, "invalid_signature", "The Stripe-Signature header does not match this payload"),
  /** `plan`: the paid plan of an account that bought nothing online (the operator set it), which Manage Billing then explains. */
  noBillingAccount: (plan?: string) =>
    new AppError(
      409,
      "no_billing_account",
      plan
        ? `Your ${plan} plan was set by this server's operator, not bought online, so there is no subscription to manage here. Ask the operator to change it.`
        : "This account has no paid subscription to manage",
    ),
  alreadySubscribed: () =>
    new AppError(
      409,
      "already_subscribed",
      "You already have a subscription. Change or cancel it with Manage Billing on the dashboard.",
    ),
  passwordIncorrect: () => new AppError(422, "password_incorrect", "The password is not correct"),
  fileTooLarge: (limitBytes: number, planName: string) =>
    new AppError(
      413,
      "file_too_large",
      `File is larger than ${formatBytes(limitBytes)}, the most the ${planName} plan accepts per file`,
    ),
  notAPdf: () => new AppError(415, "unsupported_media_type", "Please upload a valid PDF file"),
  /** An upload of 0 bytes: a failed download or copy, which the spec's wording would send users looking into the file. */
  emptyUpload: () => new AppError(415, "unsupported_media_type", "The file is empty (0 bytes), so it is not a PDF."),
  /** An upload that is not multipart/form-data; a batch's PDFs go in repeated `files` parts, not `file`. */
  multipartRequired: (batch = false) =>
    new AppError(
      415,
      "unsupported_media_type",
      batch
        ? 'Send the PDFs as multipart/form-data, one part named "files" each'
        : 'Send the PDF as multipart/form-data in a field named "file"',
    ),
  fileRequired: () => new AppError(422, "file_required", 'Choose a PDF file to upload (multipart field "file")'),
  dailyLimitReached: (limit: number, planName: string, retryAfterSeconds: number) =>
    new AppError(
      429,
      "daily_limit_reached",
      `You have used all ${limit} extractions of the ${planName} plan for today. The limit resets at midnight UTC.`,
      { "Retry-After": String(retryAfterSeconds) },
    ),
  /**
   * An extraction that failed: engine codes (not_a_pdf, password_required, ...) are the client's to fix;
   * a queue wait past its limit is the server's load (503, try again).
   */
  extractionFailed: (code: string, message: string) =>
    code === "extraction_queue_timeout"
      ? new AppError(503, code, message, { "Retry-After": "60" })
      : new AppError(code === "extraction_failed" ? 500 : 422, code, message),
  extractionNotReady: (status: string) =>
    new AppError(
      409,
      "extraction_not_ready",
      status === "failed"
        ? "This extraction failed, so it has no tables"
        : "This extraction is still processing; try again when it has completed",
    ),
  extractionExpired: () =>
    new AppError(
      410,
      "extraction_expired",
      "This extraction has expired: its PDF and tables were deleted after the retention period",
    ),
  /** POST /batch/{id}/files/{file_id}/retry for a file that did not fail for want of its PDF password, or in a cancelled batch. */
  batchFileNotRetryable: (batchCancelled: boolean) =>
    new AppError(
      409,
      "batch_file_not_retryable",
      batchCancelled
        ? "This batch was cancelled, so its files cannot run again"
        : "Only a file that failed for want of its PDF password (password_required or wrong_password) can be retried with one",
    ),
  batchExpired: () =>
    new AppError(
      410,
      "batch_expired",
      "This batch has expired: its PDFs and results were deleted after the retention period",
    ),
  tableNotFound: (index: number, count: number) =>
    new AppError(
      404,
      "table_not_found",
      `Table ${index} does not exist; this extraction has ${count} table(s), numbered from 0`,
    ),
  rateLimited: (perMinute: number, planName: string, headers: Record<string, string>) =>
    new AppError(
      429,
      "rate_limited",
      `Too many requests: the ${planName} plan allows ${perMinute} API requests per minute. Retry after the time in Retry-After.`,
      headers,
    ),
  dailyApiLimitReached: (perDay: number, planName: string, headers: Record<string, string>) =>
    new AppError(
      429,
      "daily_api_limit_reached",
      `You have used all ${perDay} API calls of the ${planName} plan for today. The limit resets at midnight UTC.`,
      headers,
    ),
  sessionRequired: (detail = "API keys cannot manage API keys: sign in to the web app to create or revoke them") =>
    new AppError(403, "session_required", detail),
  tooManyApiKeys: (max: number) =>
    new AppError(409, "too_many_api_keys", `You already have ${max} API keys; revoke one before creating another`),
  metricsUnauthorized: () =>
    new AppError(401, "invalid_token", "GET /metrics needs the metrics token (METRICS_TOKEN) as a Bearer token", {
      "WWW-Authenticate": 'Bearer realm="metrics"',
    }),
  metricsOff: (elsewhere: boolean) =>
    new AppError(
      404,
      "metrics_disabled",
      elsewhere
        ? "Metrics are served on the separate metrics port (METRICS_PORT), not here"
        : "Metrics are off on this server: set METRICS_TOKEN (or METRICS_PORT) to turn them on",
    ),
  notReady: (failed: string[]) => new AppError(503, "not_ready", `Not ready: ${failed.join(", ")} did not answer`),
  internal: () => new AppError(500, "internal_error", "Something went wrong on the server. Please try again."),
  /** A template body that breaks a rule; the message starts with the JSON path ("areas[0].box: ..."). */
  invalidTemplate: (message: string) => new AppError(422, "invalid_template", message),
  /** An extraction setting that is wrong in itself (the engine's `invalid_options`, e.g. a malformed `pages`). */
  invalidOptions: (message: string) => new AppError(422, "invalid_options", message),
  /** Bad `areas` or `columns` (JSON, or a box outside the PDF's pages); the message starts with the field's JSON path. */
  invalidAreas: (field: "areas" | "columns", message: string) =>
    new AppError(422, field === "areas" ? "invalid_areas" : "invalid_columns", message),
  /** An unknown template id, or another workspace's (never 403); `field` names the request field it came from. */
  templateNotFound: (field?: string) =>
    new AppError(
      404,
      "not_found",
      field ? `${field}: Template was not found (no template of your workspace has this id)` : "Template was not found",
    ),
  anchorNotFound: (text: string, page: number) =>
    new AppError(404, "anchor_not_found", `The text "${text}" is not on page ${page}`),
  /** Saving would make the workspace's templates larger than TEMPLATE_LIMITS.workspaceBytes (docs/security.md). */
  templatesFull: (maxMb: number) =>
    new AppError(
      409,
      "templates_full",
      `Your workspace's templates would take more than ${maxMb} MB; delete some, or save a smaller template`,
    ),
  /** Another template of the workspace has this name, compared trimmed and in any case (docs/api.md, Templates). */
  templateNameTaken: (name: string) =>
    new AppError(
      409,
      "template_name_taken",
      `Your workspace already has a template named "${name}"; choose another name`,
    ),
  tooManyTemplates: (max: number) =>
    new AppError(409, "too_many_templates", `You already have ${max} templates; delete one before saving another`),
  /** Saved table edits made on tables a re-extraction replaced while they were being saved (docs/api.md, Edits). */
  tablesChanged: () =>
    new AppError(
      409,
      "tables_changed",
      "The tables were re-extracted while these edits were being saved; load them again and make the edits on the new tables",
    ),
  extractionProcessing: () =>
    new AppError(
      409,
      "extraction_processing",
      "This extraction is still processing; re-extract it once it has finished",
    ),
  /** Webhooks are not part of the plan (docs/api.md, Webhooks). */
  integrationsPlanRequired: (planName: string) =>
    new AppError(
      403,
      "plan_required",
      `Webhooks are not part of the ${planName} plan. Upgrade to Business or Enterprise to use them.`,
    ),
  invalidWebhookUrl: (message: string) => new AppError(422, "invalid_webhook_url", message),
  /** An endpoint on loopback, private or link-local networks while WEBHOOK_ALLOW_PRIVATE is off. */
  privateWebhookAddress: (reason: string) =>
    new AppError(
      422,
      "webhook_address_not_allowed",
      `Webhooks cannot be sent to this address: ${reason}. Use a public address.`,
    ),
  invalidWebhookEvents: (message: string) => new AppError(422, "invalid_webhook_events", message),
  tooManyWebhooks: (max: number) =>
    new AppError(409, "too_many_webhooks", `You already have ${max} webhooks; delete one before adding another`),
  webhookNotFound: () => new AppError(404, "not_found", "Webhook was not found"),
  noStoredPdf: () =>
    new AppError(
      409,
      "pdf_not_stored",
      "This extraction has no stored PDF to read again (the upload was not a readable PDF)",
    ),
  /** A team action the caller's role in the workspace does not allow. */
  workspaceRoleRequired: (message: string) => new AppError(403, "workspace_role_required", message),
  brandPlanRequired: (planName: string) =>
    new AppError(
      403,
      "plan_required",
      `A workspace name and logo of your own are not part of the ${planName} plan. Upgrade to Business to brand your workspace.`,
    ),
  /**
   * A workspace logo that is not a PNG or JPEG (SVG is refused: it can carry scripts); `what` says
   * what this one is instead (`workspaces/logo-words.ts`).
   */
  unsupportedLogo: (what: string) => new AppError(415, "unsupported_logo", logoRefusalMessage(what)),
  logoTooLarge: (maxKb: number) => new AppError(413, "logo_too_large", logoTooLargeMessage(maxKb)),
  logoNotFound: () => new AppError(404, "not_found", "This workspace has no logo"),
  teamPlanRequired: (planName: string) =>
    new AppError(
      403,
      "plan_required",
      `Team seats are not part of the ${planName} plan. Upgrade to Business to invite people to your workspace.`,
    ),
  seatsFull: (seats: number, planName: string) =>
    new AppError(
      409,
      "seats_full",
      `All ${seats} seats of the ${planName} plan are taken (members and open invitations). Remove someone or cancel an invitation first.`,
    ),
  /** seats_full as the invitee meets it: they can free no seat themselves, the team can. */
  noSeatToJoin: (workspaceName: string, planName: string) =>
    new AppError(
      409,
      "seats_full",
      `${workspaceName} has no free seat on its ${planName} plan right now. Ask the person who invited you to free one, then open this link again.`,
    ),
  alreadyMember: (email: string) =>
    new AppError(409, "already_member", `${email} is already a member of this workspace`),
  invitationUsed: () =>
    new AppError(410, "invitation_used", "This invitation has already been used. Ask for a new one if you need it."),
  invitationExpired: () =>
    new AppError(
      410,
      "invitation_expired",
      "This invitation has expired. Ask the person who invited you for a new one.",
    ),
  invitationEmailMismatch: (invited: string, signedIn: string) =>
    new AppError(
      403,
      "invitation_email_mismatch",
      `This invitation is for ${invited}, but you are signed in as ${signedIn}. Sign in with ${invited} to accept it.`,
    ),
  transferOwnershipFirst: () =>
    new AppError(
      409,
      "transfer_ownership_first",
      "You own a workspace that other people work in. Make one of them the owner first (Team page), or remove them.",
    ),
  ownerCannotBeRemoved: () =>
    new AppError(409, "owner_cannot_be_removed", "The owner cannot be removed; the owner can transfer ownership first"),
  ownerRoleFixed: () =>
    new AppError(409, "owner_role_fixed", "The owner's role changes only by transferring ownership"),
  notInTeam: () => new AppError(409, "not_in_team", "This is your own workspace; there is no team to leave"),
  apiKeyNotYours: () =>
    new AppError(
      403,
      "workspace_role_required",
      "Only the key's creator, the workspace's owner or an admin can revoke this API key",
    ),
};

/** A 429 whose message ends by saying how long to wait, with the same wait in `Retry-After`. */
function tryAgainLater(code: string, sentence: string, retryAfterSeconds: number): AppError {
  return new AppError(429, code, `${sentence} Please try again in ${waitText(retryAfterSeconds)}.`, {
    "Retry-After": String(retryAfterSeconds),
  });
}

/** "14 minute(s)" under two hours, else "3 hour(s)". */
function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes < 120 ? `${minutes} minute(s)` : `${Math.ceil(minutes / 60)} hour(s)`;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 * 1024) return `${Math.round((bytes / (1024 * 1024 * 1024)) * 10) / 10} GB`;
  if (bytes >= 1024 * 1024) return `${Math.round(bytes / (1024 * 1024))} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}
