import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from '../db/private-files.ts';

/**
 * Where uploaded files (payment receipts) live, behind one interface (docs/decisions/024): a private
 * folder outside the web root by default, or an S3-compatible bucket when STORAGE_URL names one. Keys
 * are made by the portal (never from a file's name), so no key can climb out of its folder.
 */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The file's bytes; null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  readonly kind: 'folder' | 's3';
}

const KEY = /^[a-z0-9][a-z0-9/_-]{0,200}$/;

function checkKey(key: string): string {
  if (!KEY.test(key) || key.includes('..') || key.includes('//')) throw new Error(`bad storage key: ${key}`);
  return key;
}

/** A folder on the server's disk (0700, files 0600): the default, under DATA_DIR, never served by itself. */
export function folderStorage(root: string): FileStorage {
  const where = (key: string) => path.join(root, ...checkKey(key).split('/'));
  return {
    kind: 'folder',
    async put(key, body) {
      const file = where(key);
      await mkdir(path.dirname(file), { recursive: true, mode: PRIVATE_FOLDER_MODE });
      await writeFile(file, body, { mode: PRIVATE_FILE_MODE });
    },
    async get(key) {
      try {
        return await readFile(where(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await rm(where(key), { force: true });
    },
  };
}

/**
 * An S3-compatible bucket, from `s3://ACCESS_KEY:SECRET@host:port/bucket?region=…&tls=false` (path-style
 * addressing, which every S3-compatible server understands); without a host, AWS's own endpoint and the
 * SDK's usual credentials.
 */
export function s3Storage(url: string): FileStorage {
  const u = new URL(url);
  const bucket = u.pathname.replace(/^\//, '').split('/')[0] ?? '';
  if (!bucket) throw new Error('STORAGE_URL debe nombrar el bucket: s3://clave:secreto@servidor:puerto/bucket');
  const region = u.searchParams.get('region') ?? 'us-east-1';
  const tls = u.searchParams.get('tls') !== 'false';
  const client = new S3Client({
    region,
    forcePathStyle: true,
    ...(u.host ? { endpoint: `${tls ? 'https' : 'http'}://${u.host}` } : {}),
    ...(u.username
      ? {
          credentials: {
            accessKeyId: decodeURIComponent(u.username),
            secretAccessKey: decodeURIComponent(u.password),
          },
        }
      : {}),
  });
  return {
    kind: 's3',
    async put(key, body, contentType) {
      await client.send(
        new PutObjectCommand({ Bucket: bucket, Key: checkKey(key), Body: body, ContentType: contentType }),
      );
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: checkKey(key) }));
        return res.Body ? Buffer.from(await res.Body.transformToByteArray()) : null;
      } catch (err) {
        if (err instanceof NoSuchKey || (err as { name?: string }).name === 'NoSuchKey') return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: checkKey(key) }));
    },
  };
}

/** The storage STORAGE_URL names (`s3://…`, or `file:/path`), else the folder `uploads` under DATA_DIR. */
export function createFileStorage(storageUrl: string | null, dataDir: string): FileStorage {
  if (!storageUrl) return folderStorage(path.join(dataDir, 'uploads'));
  if (storageUrl.startsWith('s3://')) return s3Storage(storageUrl);
  if (storageUrl.startsWith('file:')) return folderStorage(path.resolve(storageUrl.slice('file:'.length)));
  throw new Error('STORAGE_URL debe empezar con s3:// o file:');
}
