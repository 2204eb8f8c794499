/** Where and how the S3-compatible store keeps files (S3_* settings). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** Address of an S3-compatible service (MinIO, R2, ...); undefined means AWS itself. */
  endpoint: string | undefined;
  /** Static keys; undefined means the AWS SDK's default chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path (`endpoint/bucket/key`) instead of the host name; most self-hosted services need it. */
  forcePathStyle: boolean;
  /** Prepended to every object key, e.g. "pdftab/"; empty for none. */
  prefix: string;
}
