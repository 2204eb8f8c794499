import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { twoTablesPdf } from "@pdftab/engine/testing";
import { sweepExpired } from "../retention/index.js";
import { upload } from "../test/extraction-helpers.js";
import { startS3StandIn, type S3StandIn } from "../test/s3-stand-in.js";
import { bearer, createTestApp, registerUser } from "../test/test-app.js";
import { createS3Client, S3FileStore } from "./s3-file-store.js";

/** The app configured with S3_* settings (so createFileStore picks the S3 store) against the s3rver stand-in. */
describe("extractions with the S3 store (s3rver stand-in)", () => {
  let s3: S3StandIn;
  let client: S3Client;
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const objectKeys = async () =>
    ((await client.send(new ListObjectsV2Command({ Bucket: s3.settings.bucket }))).Contents ?? []).map((o) => o.Key);
  const get = (url: string, token: string) => t.app.inject({ method: "GET", url, headers: bearer(token) });

  beforeAll(async () => {
    s3 = await startS3StandIn("pdftab-e2e", "pdftab/");
    client = createS3Client(s3.settings);
    t = await createTestApp("pglite", { env: { EXTRACTION_THREADS: "1", ...s3.env } });
  });
  afterAll(async () => {
    await t?.close();
    client?.destroy();
    await s3?.close();
  });

  it("stores the upload in the bucket, extracts from it, renders its pages, and the sweep deletes it", async () => {
    expect(t.config.s3).toMatchObject({ bucket: "pdftab-e2e", prefix: "pdftab/" });
    const { token } = await registerUser(t.app);
    const pdf = twoTablesPdf().bytes;
    const started = await upload(t.app, "/api/v1/extractions", token, { name: "Quarterly Ü.pdf", data: pdf });
    expect(started.statusCode).toBe(202);
    const id = started.json().id as string;
    let state = (await get(`/api/v1/extractions/${id}`, token)).json();
    for (let i = 0; state.status === "processing" && i < 600; i++) {
      await new Promise((r) => setTimeout(r, 50));
      state = (await get(`/api/v1/extractions/${id}`, token)).json();
    }
    expect(state).toMatchObject({
      status: "completed",
      filename: "Quarterly Ü.pdf",
      table_count: 2,
      file_size: pdf.length,
    });

    const row = await t.database.db
      .selectFrom("extractions")
      .select("storage_key")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(await objectKeys()).toContain(`pdftab/${row.storage_key}`);
    const stored = await new S3FileStore(s3.settings, client).info(row.storage_key!);
    expect(stored).toMatchObject({ displayName: "Quarterly Ü.pdf", contentType: "application/pdf", size: pdf.length });

    const image = await get(`/api/v1/extractions/${id}/pages/1/image?table=0`, token);
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.subarray(1, 4).toString()).toBe("PNG");

    await t.database.db
      .updateTable("extractions")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", id)
      .execute();
    const swept = await sweepExpired({
      db: t.database.db,
      storage: new S3FileStore(s3.settings, client),
      log: t.app.log,
      extractionTimeoutMs: t.config.extractionTimeoutMs,
    });
    expect(swept).toMatchObject({ extractions: 1, failures: 0 });
    expect(await objectKeys()).not.toContain(`pdftab/${row.storage_key}`);
    expect((await get(`/api/v1/extractions/${id}/pages/1/image`, token)).json().code).toBe("extraction_expired");
  });

  it("cuts off an upload past the plan's size while streaming (413) and leaves nothing in the bucket", async () => {
    const { token } = await registerUser(t.app);
    const before = await objectKeys();
    const tooBig = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(11 * 1024 * 1024, 0x20)]); // free plan: 10 MB
    const response = await upload(t.app, "/api/v1/extractions", token, { name: "huge.pdf", data: tooBig });
    expect(response.statusCode).toBe(413);
    expect(response.json().code).toBe("file_too_large");
    expect(await objectKeys()).toEqual(before);
  });

  it("deletes the object when the user deletes the extraction", async () => {
    const { token } = await registerUser(t.app);
    const info = await upload(t.app, "/api/v1/pdf/extract-info", token, { name: "x.pdf", data: twoTablesPdf().bytes });
    const id = info.json().extraction_id as string;
    const row = await t.database.db
      .selectFrom("extractions")
      .select("storage_key")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(await objectKeys()).toContain(`pdftab/${row.storage_key}`);
    expect(
      (await t.app.inject({ method: "DELETE", url: `/api/v1/extractions/${id}`, headers: bearer(token) })).statusCode,
    ).toBe(200);
    expect(await objectKeys()).not.toContain(`pdftab/${row.storage_key}`);
  });
});
