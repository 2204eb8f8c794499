import { ListObjectsV2Command } from "@aws-sdk/client-s3";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startS3StandIn } from "../test/s3-stand-in.js";
import { describeFileStoreContract } from "./file-store-contract.js";
import { LocalFileStore } from "./index.js";
import { createS3Client, S3FileStore } from "./s3-file-store.js";

describeFileStoreContract("local directory", async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), "pdftab-store-"));
  return {
    store: new LocalFileStore(root),
    storedNames: async () =>
      (await readdir(root, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile())
        .map((e) => path.join(e.parentPath, e.name)),
    close: () => rm(root, { recursive: true, force: true }),
    // a directory that would have to live inside a regular file
    unusable: () => new LocalFileStore(path.join(fileURLToPath(import.meta.url), "files")),
  };
});

describeFileStoreContract("S3 (s3rver stand-in)", async () => {
  const s3 = await startS3StandIn();
  const client = createS3Client(s3.settings);
  return {
    store: new S3FileStore(s3.settings, client),
    async storedNames() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }));
      const keys = (listed.Contents ?? []).map((o) => o.Key ?? "");
      // every object sits under the configured prefix
      if (keys.some((k) => !k.startsWith(s3.settings.prefix)))
        throw new Error(`object outside the prefix: ${keys.join(", ")}`);
      return keys;
    },
    unusable: () => new S3FileStore({ ...s3.settings, bucket: "no-such-bucket" }, client),
    async close() {
      client.destroy();
      await s3.close();
    },
  };
});
