import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  S3Client,
  type HeadObjectCommandOutput,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { Readable } from "node:stream";
import { normalizeContentType } from "./content-type.js";
import { sanitizeDisplayName } from "./display-name.js";
import { FILE_KEY_PATTERN, invalidKeyError, missingFileError, newFileKey } from "./file-key.js";
import type { FileStore, PutOptions, StoredFile } from "./file-store.js";
import type { PartialSweep } from "./partial-files.js";
import type { S3Settings } from "./s3-settings.js";

/** Object metadata names (sent as x-amz-meta-*; values are URI-encoded because headers are ASCII only). */
const META_NAME = "display-name";
const META_CREATED = "created-at";

/** Bytes per multipart part: the S3 minimum, so an upload holds at most PART_BYTES * QUEUE_SIZE in memory. */
const PART_BYTES = 5 * 1024 * 1024;
const QUEUE_SIZE = 2;

/** The S3 client for these settings. */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
    forcePathStyle: settings.forcePathStyle,
    // checksums only where S3 demands them: many S3-compatible services reject the
    // newer default (aws-chunked bodies with CRC trailers)
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

/**
 * Files in an S3-compatible bucket. Each file is one object `<prefix><key>`
 * whose metadata (display name, created) travel as object metadata, and
 * whose content type and size are the object's own. Keys are random.
 *
 * Uploads go through `@aws-sdk/lib-storage`'s Upload: a stream of unknown
 * length is cut into 5 MB parts (multipart upload) or, when shorter, sent as
 * one PutObject, so memory stays bounded whatever the plan's size limit.
 */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    client?: S3Client,
  ) {
    this.client = client ?? createS3Client(settings);
  }

  async put(data: Buffer | Readable, options: PutOptions): Promise<StoredFile> {
    const key = newFileKey();
    const displayName = sanitizeDisplayName(options.clientName);
    const contentType = normalizeContentType(options.contentType);
    const createdAt = new Date().toISOString();
    let size = 0;
    // counts the bytes as they pass, so the size is known without a second request
    const counted = async function* (source: AsyncIterable<Buffer | string> | Iterable<Buffer>) {
      for await (const chunk of source) {
        const bytes = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
        size += bytes.length;
        yield bytes;
      }
    };
    const upload = new Upload({
      client: this.client,
      partSize: PART_BYTES,
      queueSize: QUEUE_SIZE,
      params: {
        Bucket: this.settings.bucket,
        Key: this.objectKey(key),
        Body: Readable.from(counted(Buffer.isBuffer(data) ? [data] : data)),
        ContentType: contentType,
        Metadata: { [META_NAME]: encodeURIComponent(displayName), [META_CREATED]: createdAt },
      },
    });
    try {
      await upload.done();
    } catch (error) {
      // a multipart upload aborts itself; a finished single put of a failed request must not stay
      await this.delete(key).catch(() => undefined);
      throw error;
    }
    return { key, displayName, contentType, size, createdAt };
  }

  /**
   * Nothing to sweep: an object appears only when its upload completes (a single PutObject, or
   * CompleteMultipartUpload), so a process killed mid-upload leaves no object. The parts of an
   * unfinished multipart upload stay invisible and are billed until aborted: give the bucket a
   * lifecycle rule AbortIncompleteMultipartUpload (docs/configuration.md).
   */
  async sweepPartials(_modifiedBefore: Date): Promise<PartialSweep> {
    return { partials: 0, orphanMetadata: 0 };
  }

  async info(key: string): Promise<StoredFile | undefined> {
    const head = await this.head(key);
    if (!head) return undefined;
    const name = head.Metadata?.[META_NAME];
    return {
      key,
      displayName: name ? safeDecode(name) : "file",
      contentType: head.ContentType ?? "application/octet-stream",
      size: head.ContentLength ?? 0,
      createdAt: head.Metadata?.[META_CREATED] ?? head.LastModified?.toISOString() ?? new Date(0).toISOString(),
    };
  }

  async get(key: string): Promise<Buffer> {
    const body = await this.body(key);
    return Buffer.from(await body.transformToByteArray());
  }

  async stream(key: string): Promise<Readable> {
    const body = await this.body(key);
    // in Node the SDK's body is an http.IncomingMessage, a Readable
    return body as unknown as Readable;
  }

  async delete(key: string): Promise<boolean> {
    // S3 answers DeleteObject alike for present and absent objects; HEAD tells which it was
    const existed = (await this.head(key)) !== undefined;
    if (existed)
      await this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
    return existed;
  }

  /** HEAD on the bucket: the service answers and the credentials may list it (s3:ListBucket). */
  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
  }

  private async head(key: string): Promise<HeadObjectCommandOutput | undefined> {
    if (!FILE_KEY_PATTERN.test(key)) return undefined;
    try {
      return await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }));
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  private async body(key: string) {
    if (!FILE_KEY_PATTERN.test(key)) throw invalidKeyError(key);
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.objectKey(key) }),
      );
      if (!answer.Body) throw missingFileError(key);
      return answer.Body;
    } catch (error) {
      throw isNotFound(error) ? missingFileError(key) : error;
    }
  }

  private objectKey(key: string): string {
    return `${this.settings.prefix}${key}`;
  }
}

function isNotFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
