import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import {
  type BlobStore,
  byteStream,
  capped,
  checkedKey,
  isKey,
  MissingFileError,
  STORED_FILE_MAX_BYTES,
} from './blob-store';

/** S3 refuses multipart parts under 5 MiB but the last. */
const MIN_PART_BYTES = 5 * 1024 * 1024;

const isNotFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

export interface S3Location {
  bucket: string;
  /** Object names are `<prefix><key>`; empty, or ending in `/`. */
  prefix: string;
  client: S3ClientConfig;
}

/**
 * `s3://bucket[/prefix]?endpoint=http://host:9000&region=eu-west-3&forcePathStyle=1`. Credentials
 * come from the URL's user and password when given (`s3://KEY:SECRET@bucket`), else from the AWS
 * SDK's usual sources (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a profile, a role).
 */
export function parseS3Url(url: URL): S3Location {
  const bucket = url.hostname;
  if (!bucket) throw new Error('STORAGE_URL s3:// needs a bucket: s3://bucket?region=…');
  const path = decodeURIComponent(url.pathname).replace(/^\/+/, '');
  const params = url.searchParams;
  const client: S3ClientConfig = {
    region: params.get('region') ?? process.env.AWS_REGION ?? 'us-east-1',
    // Only what the object calls need: servers that speak S3 but not its newer checksums work too.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
  const endpoint = params.get('endpoint');
  if (endpoint) client.endpoint = endpoint;
  if (['1', 'true'].includes(params.get('forcePathStyle') ?? '')) client.forcePathStyle = true;
  if (url.username) {
    client.credentials = {
      accessKeyId: decodeURIComponent(url.username),
      secretAccessKey: decodeURIComponent(url.password),
    };
  }
  return { bucket, prefix: path && !path.endsWith('/') ? `${path}/` : path, client };
}

/**
 * Files as objects of an S3 bucket (AWS or any S3-compatible server). A write is one PutObject
 * through lib-storage's Upload, with its part size above the cap: a file within the cap goes up
 * whole or not at all, and no multipart upload is ever left half done. lib-storage holds the
 * part (at most the 5 MB cap) in memory until the source ends or breaks the cap, which fails the
 * upload before anything is sent. Reads stream the object's body.
 */
export function createS3Store(location: S3Location, maxBytes = STORED_FILE_MAX_BYTES): BlobStore {
  const client = new S3Client(location.client);
  const { bucket, prefix } = location;
  const name = (key: string) => `${prefix}${checkedKey(key)}`;

  return {
    description: `objects in s3://${bucket}/${prefix}`,
    async put(key, source) {
      let size = 0;
      const counted = (async function* () {
        for await (const chunk of capped(source, maxBytes)) {
          size += chunk.length;
          yield chunk;
        }
      })();
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: name(key), Body: byteStream(counted), ContentType: 'application/pdf' },
        partSize: Math.max(MIN_PART_BYTES, maxBytes + 1),
        queueSize: 1,
      });
      await upload.done();
      return size;
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: name(key) }));
        return { size: answer.ContentLength ?? 0, stream: answer.Body as Readable };
      } catch (error) {
        throw isNotFound(error) ? new MissingFileError(key) : error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: name(key) }));
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: name(key) }));
        return true;
      } catch (error) {
        if (isNotFound(error)) return false;
        throw error;
      }
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length) ?? '';
          if (isKey(key)) yield key;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    close: async () => client.destroy(),
  };
}
