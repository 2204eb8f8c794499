import { describe, expect, it } from "vitest";
import { ConfigError } from "./config-error.js";
import { loadConfig } from "./load-config.js";

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe("S3 settings", () => {
  it("keep files local without S3_BUCKET", () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it("read a complete S3-compatible configuration", () => {
    const config = loadConfig({
      S3_BUCKET: "pdftab-files",
      S3_REGION: "eu-central-1",
      S3_ENDPOINT: "http://127.0.0.1:9000/",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
      S3_PREFIX: "prod/pdftab",
    });
    expect(config.s3).toEqual({
      bucket: "pdftab-files",
      region: "eu-central-1",
      endpoint: "http://127.0.0.1:9000",
      credentials: { accessKeyId: "id", secretAccessKey: "secret" },
      forcePathStyle: true,
      prefix: "prod/pdftab/",
    });
  });

  it("leave credentials to the AWS SDK's default chain when no keys are given", () => {
    const config = loadConfig({ S3_BUCKET: "pdftab-files", AWS_REGION: "us-west-2" });
    expect(config.s3).toMatchObject({
      region: "us-west-2",
      credentials: undefined,
      endpoint: undefined,
      forcePathStyle: false,
      prefix: "",
    });
  });

  it("name every problem of a half configuration", () => {
    expect(
      problemsOf({
        S3_BUCKET: "Bad_Bucket",
        S3_ACCESS_KEY_ID: "only-id",
        S3_ENDPOINT: "ftp://x",
        S3_FORCE_PATH_STYLE: "maybe",
        S3_PREFIX: "/../x",
      }),
    ).toEqual([
      'S3_BUCKET: must be a bucket name (3-63 lower-case letters, digits, dots or hyphens), got "Bad_Bucket"',
      "S3_REGION: must be set when S3_BUCKET is set (e.g. us-east-1; most S3-compatible services accept any region name)",
      'S3_ENDPOINT: must start with http:// or https://, got "ftp://x"',
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
      'S3_FORCE_PATH_STYLE: must be true or false, got "maybe"',
      'S3_PREFIX: must be a key prefix such as "pdftab/" (letters, digits, - _ . / without a leading slash), got "/../x"',
    ]);
  });

  it("refuse S3 settings without a bucket instead of silently storing locally", () => {
    expect(problemsOf({ S3_ENDPOINT: "http://minio:9000", S3_REGION: "us-east-1" })).toEqual([
      "S3_BUCKET: must be set to store files in S3 (S3_REGION, S3_ENDPOINT are set without it)",
    ]);
  });

  it("read the retention sweep interval", () => {
    expect(loadConfig({}).retentionSweepMinutes).toBe(60);
    expect(loadConfig({ RETENTION_SWEEP_MINUTES: "5" }).retentionSweepMinutes).toBe(5);
    expect(problemsOf({ RETENTION_SWEEP_MINUTES: "0" })).toEqual([
      "RETENTION_SWEEP_MINUTES: must be between 1 and 10080, got 0",
    ]);
  });
});
