import type { S3Settings } from "../storage/s3-settings.js";
import { boolean, text, url } from "./parsers.js";

type Env = Record<string, string | undefined>;

/** Every S3_* setting, so one set without S3_BUCKET can be named. */
const S3_NAMES = [
  "S3_BUCKET",
  "S3_REGION",
  "S3_ENDPOINT",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_FORCE_PATH_STYLE",
  "S3_PREFIX",
];

/**
 * Reads S3_* settings. Files stay in the local directory (undefined) without
 * S3_BUCKET; with it, the region is required and the keys come as a pair
 * (or not at all, for the AWS SDK's default chain). Problems are appended to
 * `problems`, one readable line each.
 */
export function readS3Config(env: Env, problems: string[]): S3Settings | undefined {
  const raw = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };
  const bucket = raw("S3_BUCKET");
  if (!bucket) {
    const stray = S3_NAMES.filter((name) => raw(name) !== undefined);
    if (stray.length)
      problems.push(
        `S3_BUCKET: must be set to store files in S3 (${stray.join(", ")} ${stray.length === 1 ? "is" : "are"} set without it)`,
      );
    return undefined;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket))
    problems.push(
      `S3_BUCKET: must be a bucket name (3-63 lower-case letters, digits, dots or hyphens), got "${bucket}"`,
    );
  const region = raw("S3_REGION") ?? raw("AWS_REGION");
  if (!region)
    problems.push(
      "S3_REGION: must be set when S3_BUCKET is set (e.g. us-east-1; most S3-compatible services accept any region name)",
    );
  let endpoint: string | undefined;
  const rawEndpoint = raw("S3_ENDPOINT");
  if (rawEndpoint) {
    const parsed = url(rawEndpoint, ["http:", "https:"]);
    if (parsed.ok) endpoint = parsed.value.replace(/\/+$/, "");
    else problems.push(`S3_ENDPOINT: ${parsed.problem}`);
  }
  const accessKeyId = raw("S3_ACCESS_KEY_ID");
  const secretAccessKey = raw("S3_SECRET_ACCESS_KEY");
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    problems.push("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together");
  let forcePathStyle = false;
  const rawPathStyle = raw("S3_FORCE_PATH_STYLE");
  if (rawPathStyle) {
    const parsed = boolean(rawPathStyle);
    if (parsed.ok) forcePathStyle = parsed.value;
    else problems.push(`S3_FORCE_PATH_STYLE: ${parsed.problem}`);
  }
  const prefix = readPrefix(raw("S3_PREFIX"), problems);
  return {
    bucket,
    region: region ?? "",
    endpoint,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle,
    prefix,
  };
}

/** "pdftab" or "pdftab/" -> "pdftab/"; letters, digits and `!-_.*'()/` only, no leading slash, no "..". */
function readPrefix(value: string | undefined, problems: string[]): string {
  if (value === undefined) return "";
  const checked = text(value);
  if (
    !checked.ok ||
    !/^[A-Za-z0-9!_.*'()/-]+$/.test(value) ||
    value.startsWith("/") ||
    value.split("/").includes("..")
  ) {
    problems.push(
      `S3_PREFIX: must be a key prefix such as "pdftab/" (letters, digits, - _ . / without a leading slash), got "${value}"`,
    );
    return "";
  }
  return value.endsWith("/") ? value : `${value}/`;
}
