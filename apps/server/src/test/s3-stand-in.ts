import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../storage/index.js";

/** A local S3 stand-in (s3rver, the real S3 HTTP protocol) with one bucket, and the settings that reach it. */
export interface S3StandIn {
  settings: S3Settings;
  /** The S3_* environment for loadConfig that points at the stand-in. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver's fixed test credentials. */
const KEY = "S3RVER";

/** Starts s3rver on a free port with a fresh directory and bucket; `close()` stops it and removes the directory. */
export async function startS3StandIn(bucket = "pdftab-test", prefix = "uploads/"): Promise<S3StandIn> {
  const directory = await mkdtemp(path.join(os.tmpdir(), "pdftab-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const env = {
    S3_BUCKET: bucket,
    S3_REGION: "us-east-1",
    S3_ENDPOINT: endpoint,
    S3_ACCESS_KEY_ID: KEY,
    S3_SECRET_ACCESS_KEY: KEY,
    S3_FORCE_PATH_STYLE: "true",
    S3_PREFIX: prefix,
  };
  return {
    settings: {
      bucket,
      region: "us-east-1",
      endpoint,
      credentials: { accessKeyId: KEY, secretAccessKey: KEY },
      forcePathStyle: true,
      prefix,
    },
    env,
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
