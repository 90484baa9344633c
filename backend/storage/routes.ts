import { createHash, randomUUID } from 'node:crypto';
import type { Database, RequestIdentity, Tx } from '../core/db.ts';
import { isUuid } from '../core/ids.ts';
import type { Limits } from '../core/limits.ts';
import { BodyTooLargeError, decodePathSegment, readBytesCapped } from '../http/body.ts';
import { checkApiKey, resolveIdentity, type KeySet } from '../http/identity.ts';
import { isRecord, json, readJsonObject } from '../http/responses.ts';
import { nowSeconds, signJwt, verifyJwt } from '../core/jwt.ts';
import type { BlobStore } from './blob-store.ts';

export interface StorageContext {
  db: Database;
  keys: KeySet;
  blobs: BlobStore;
  /** The project-wide upload limit; buckets may set a lower one. */
  globalFileSizeLimit: number;
  limits: Pick<Limits, 'storageJsonBodyBytes' | 'jsonDepth'>;
}

/** An error in Storage's shape: `{ statusCode, error, message }`, which storage-js reads. */
class StorageApiError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
  }

  toResponse(): Response {
    return json({ statusCode: String(this.status), error: this.error, message: this.message }, this.status);
  }
}

const errors = {
  bucketNotFound: () => new StorageApiError(404, 'Bucket not found', 'Bucket not found'),
  objectNotFound: () => new StorageApiError(404, 'not_found', 'Object not found'),
  denied: () => new StorageApiError(403, 'Unauthorized', 'new row violates row-level security policy'),
  duplicate: () => new StorageApiError(409, 'Duplicate', 'The resource already exists'),
  tooLarge: () => new StorageApiError(413, 'Payload too large', 'The object exceeded the maximum allowed size'),
  mimeType: (type: string) => new StorageApiError(415, 'invalid_mime_type', `mime type ${type} is not supported`),
  invalidKey: (key: string) => new StorageApiError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidJwt: (message: string) => new StorageApiError(400, 'InvalidJWT', message),
  badRequest: (message: string) => new StorageApiError(400, 'InvalidRequest', message),
  notFound: () => new StorageApiError(404, 'not_found', 'Route not found'),
};

// The characters hosted Storage accepts in a key; anything else is refused there, so it is refused here too.
const VALID_KEY = /^(\w|\/|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)*$/;
const VALID_BUCKET = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)+$/;
// Spelled out although VALID_KEY already leaves them out, so loosening the
// character list cannot quietly let them back in: backslashes, control
// characters, and slashes or dots still percent-encoded after decoding.
const UNSAFE_IN_KEY = /[\\\u0000-\u001f\u007f]|%2[ef]/i;

/**
 * A key is a path of names: no `.` or `..` segment (policies check the first
 * folder, so `<uid>/../<other>/p` must not pass as a file of <uid>), no empty
 * segment (leading, trailing or doubled slash).
 */
export function checkKey(key: string): string {
  const segments = key.split('/');
  if (
    key === '' ||
    key.length > 1024 ||
    !VALID_KEY.test(key) ||
    UNSAFE_IN_KEY.test(key) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..')
  ) {
    throw errors.invalidKey(key);
  }
  return key;
}

function checkBucket(id: string): string {
  if (!VALID_BUCKET.test(id)) throw errors.badRequest(`Invalid bucket name: ${id}`);
  return id;
}

interface BucketRow {
  id: string;
  name: string;
  public: boolean;
  file_size_limit: number | string | null;
  allowed_mime_types: string[] | null;
  owner: string | null;
  created_at: Date | null;
  updated_at: Date | null;
}

interface ObjectRow {
  id: string;
  bucket_id: string;
  name: string;
  owner: string | null;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
  version: string | null;
  created_at: Date | null;
  updated_at: Date | null;
  last_accessed_at: Date | null;
}

const OBJECT_COLUMNS = 'id, bucket_id, name, owner, metadata, user_metadata, version, created_at, updated_at, last_accessed_at';
const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The Storage API subset under /storage/v1 that storage-js uses for objects. */
export async function handleStorage(request: Request, path: string, ctx: StorageContext): Promise<Response> {
  try {
    const parts = path
      .replace(/^\//, '')
      .split('/')
      .map((part) => decodePathSegment(part, () => errors.badRequest('The path has a malformed percent-encoding')));
    const method = request.method;
    const [area, second, third] = parts;

    // Public objects and signed URLs are fetched by browsers without keys, as on the hosted platform.
    if (area === 'object' && second === 'public' && (method === 'GET' || method === 'HEAD')) {
      return await publicDownload(ctx, parts.slice(2), method === 'HEAD', new URL(request.url));
    }
    if (area === 'object' && second === 'sign' && (method === 'GET' || method === 'HEAD')) {
      return await signedDownload(ctx, parts.slice(2), new URL(request.url), method === 'HEAD');
    }

    const rejected = checkApiKey(request, ctx.keys);
    if (rejected) return rejected;
    const resolved = await resolveIdentity(request, ctx.keys);
    if (!resolved.ok) {
      return new StorageApiError(resolved.reason === 'role' ? 403 : 400, 'InvalidJWT', resolved.reason === 'expired' ? 'jwt expired' : resolved.message).toResponse();
    }
    const identity = resolved.identity;

    if (area === 'bucket') {
      if (method === 'GET' && second === undefined) return await listBuckets(ctx, identity);
      if (method === 'GET' && second && third === undefined) return await getBucket(ctx, identity, second);
      throw errors.notFound();
    }
    if (area !== 'object' || second === undefined) throw errors.notFound();

    if (second === 'list' && third && method === 'POST') return await list(ctx, identity, third, await objectBody(request, ctx));
    if (second === 'move' && method === 'POST') return await move(ctx, identity, await objectBody(request, ctx));
    if (second === 'copy' && method === 'POST') return await copy(ctx, identity, await objectBody(request, ctx));
    if (second === 'sign' && method === 'POST') {
      const target = parts.slice(2);
      return target.length === 1
        ? await signMany(ctx, identity, checkBucket(target[0] ?? ''), await objectBody(request, ctx))
        : await signOne(ctx, identity, target, await objectBody(request, ctx));
    }
    if (second === 'info') {
      const target = third === 'authenticated' || third === 'public' ? parts.slice(3) : parts.slice(2);
      return await info(ctx, identity, target);
    }
    const target = second === 'authenticated' ? parts.slice(2) : parts.slice(1);
    if ((method === 'GET' || method === 'HEAD') && target.length >= 2) return await download(ctx, identity, target, method === 'HEAD', new URL(request.url));
    if (method === 'POST' && target.length >= 2) return await upload(ctx, identity, request, target, request.headers.get('x-upsert') === 'true');
    if (method === 'PUT' && target.length >= 2) return await upload(ctx, identity, request, target, true);
    if (method === 'DELETE' && target.length === 1) return await remove(ctx, identity, checkBucket(target[0] ?? ''), await objectBody(request, ctx));
    if (method === 'DELETE' && target.length >= 2) {
      const [bucket = '', ...key] = target;
      return await remove(ctx, identity, checkBucket(bucket), { prefixes: [key.join('/')] }, true);
    }
    throw errors.notFound();
  } catch (error) {
    if (error instanceof StorageApiError) return error.toResponse();
    if (error instanceof BodyTooLargeError) return errors.tooLarge().toResponse();
    if (error instanceof SyntaxError) return errors.badRequest(`Body is not valid JSON: ${error.message}`).toResponse();
    const code = (error as { code?: string }).code;
    if (code === '42501') return errors.denied().toResponse();
    if (code === '23505') return errors.duplicate().toResponse();
    if (code === '23503') return errors.bucketNotFound().toResponse();
    console.error('[storage]', error);
    return new StorageApiError(500, 'internal', 'Internal Server Error').toResponse();
  }
}

const objectBody = (request: Request, ctx: StorageContext) =>
  readJsonObject(request, { maxBytes: ctx.limits.storageJsonBodyBytes, maxDepth: ctx.limits.jsonDepth }, () => errors.badRequest('Body must be a JSON object'));

function splitTarget(target: string[]): { bucket: string; key: string } {
  const [bucket = '', ...rest] = target;
  return { bucket: checkBucket(bucket), key: checkKey(rest.join('/')) };
}

async function bucketById(ctx: StorageContext, id: string): Promise<BucketRow> {
  // Bucket settings are read as the owner, as Storage does; only object rows go through the caller's policies.
  const bucket = await ctx.db.asOwner(async (tx) => {
    const found = await tx.query<BucketRow>(
      `select id, name, public, file_size_limit, allowed_mime_types, owner, created_at, updated_at from storage.buckets where id = $1`,
      [id],
    );
    return found.rows[0];
  });
  if (!bucket) throw errors.bucketNotFound();
  return bucket;
}

const bucketJson = (bucket: BucketRow) => ({
  id: bucket.id,
  name: bucket.name,
  owner: bucket.owner ?? '',
  public: bucket.public,
  file_size_limit: bucket.file_size_limit === null ? null : Number(bucket.file_size_limit),
  allowed_mime_types: bucket.allowed_mime_types,
  created_at: iso(bucket.created_at),
  updated_at: iso(bucket.updated_at),
});

async function listBuckets(ctx: StorageContext, identity: RequestIdentity) {
  const rows = await ctx.db.asRole(identity, (tx) =>
    tx.query<BucketRow>(`select id, name, public, file_size_limit, allowed_mime_types, owner, created_at, updated_at from storage.buckets order by name`),
  );
  return json(rows.rows.map(bucketJson));
}

async function getBucket(ctx: StorageContext, identity: RequestIdentity, id: string) {
  const rows = await ctx.db.asRole(identity, (tx) =>
    tx.query<BucketRow>(`select id, name, public, file_size_limit, allowed_mime_types, owner, created_at, updated_at from storage.buckets where id = $1`, [id]),
  );
  const bucket = rows.rows[0];
  if (!bucket) throw errors.bucketNotFound();
  return json(bucketJson(bucket));
}

const baseType = (contentType: string) => (contentType.split(';')[0] ?? '').trim().toLowerCase();
// RFC 9110 token characters, type "/" subtype, nothing else (no second type after a comma).
const MEDIA_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

/**
 * What is stored and served for a declared type: its essence, lower-case
 * (`Image/PNG; charset=x` → `image/png`), or null when it is not one
 * type/subtype. The allow-list judges this value, and it is the value served
 * back, so a header like `image/png;, text/html` cannot pass as one type and
 * be served as another.
 */
export function normaliseContentType(contentType: string): string | null {
  const essence = baseType(contentType);
  return MEDIA_TYPE.test(essence) ? essence : null;
}

function mimeAllowed(bucket: BucketRow, type: string): boolean {
  const allowed = bucket.allowed_mime_types;
  if (!allowed || allowed.length === 0) return true;
  return allowed.some((entry) => {
    const wanted = entry.toLowerCase();
    return wanted.endsWith('/*') ? type.startsWith(wanted.slice(0, -1)) : wanted === type;
  });
}

async function readCapped(request: Request, max: number): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return await readBytesCapped(request, max);
  } catch (error) {
    throw error instanceof BodyTooLargeError ? errors.tooLarge() : error;
  }
}

interface IncomingFile {
  bytes: Uint8Array<ArrayBuffer>;
  contentType: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
}

// Room for the multipart envelope around a file that is exactly at the limit.
const MULTIPART_OVERHEAD = 64 * 1024;

async function readUpload(request: Request, limit: number): Promise<IncomingFile> {
  const contentType = request.headers.get('content-type') ?? '';
  if (baseType(contentType) === 'multipart/form-data') {
    const raw = await readCapped(request, limit + MULTIPART_OVERHEAD);
    const form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
    let file: File | null = null;
    form.forEach((value) => {
      if (!file && typeof value !== 'string') file = value;
    });
    const upload = file as File | null;
    if (!upload) throw errors.badRequest('No file found in the form');
    const metadata = form.get('metadata');
    return {
      bytes: new Uint8Array(await upload.arrayBuffer()),
      contentType: contentTypeOf(upload.type),
      cacheControl: String(form.get('cacheControl') ?? '3600'),
      userMetadata: typeof metadata === 'string' ? parseMetadata(metadata) : null,
    };
  }
  const header = request.headers.get('x-metadata');
  return {
    bytes: await readCapped(request, limit),
    contentType: contentTypeOf(contentType),
    cacheControl: /max-age=(\d+)/.exec(request.headers.get('cache-control') ?? '')?.[1] ?? '3600',
    userMetadata: header ? parseMetadata(Buffer.from(header, 'base64').toString('utf8')) : null,
  };
}

function contentTypeOf(declared: string): string {
  if (declared.trim() === '') return 'application/octet-stream';
  const type = normaliseContentType(declared);
  if (!type) throw errors.mimeType(declared.slice(0, 100));
  return type;
}

function parseMetadata(raw: string): Record<string, unknown> | null {
  try {
    const value = JSON.parse(raw) as unknown;
    return isRecord(value) ? value : null;
  } catch {
    throw errors.badRequest('metadata is not valid JSON');
  }
}

const sizeLimitOf = (ctx: StorageContext, bucket: BucketRow) =>
  Math.min(ctx.globalFileSizeLimit, bucket.file_size_limit === null ? Infinity : Number(bucket.file_size_limit));

/** A bucket's size and type limits, for an upload and for a copy or move into the bucket alike. */
function checkFits(ctx: StorageContext, bucket: BucketRow, size: number, contentType: string) {
  if (size > sizeLimitOf(ctx, bucket)) throw errors.tooLarge();
  if (!mimeAllowed(bucket, contentType)) throw errors.mimeType(contentType);
}

const ownerOf = (identity: RequestIdentity) => {
  const sub = identity.claims.sub;
  return typeof sub === 'string' && isUuid(sub) ? sub : null;
};

async function upload(ctx: StorageContext, identity: RequestIdentity, request: Request, target: string[], upsert: boolean) {
  const { bucket: bucketId, key } = splitTarget(target);
  const bucket = await bucketById(ctx, bucketId);
  const limit = sizeLimitOf(ctx, bucket);
  const file = await readUpload(request, limit);
  checkFits(ctx, bucket, file.bytes.byteLength, file.contentType);
  const etag = `"${createHash('md5').update(file.bytes).digest('hex')}"`;
  const metadata = {
    eTag: etag,
    size: file.bytes.byteLength,
    mimetype: file.contentType,
    cacheControl: `max-age=${file.cacheControl}`,
    lastModified: new Date().toUTCString(),
    contentLength: file.bytes.byteLength,
    httpStatusCode: 200,
  };
  const owner = ownerOf(identity);
  const id = await ctx.db.asRole(identity, async (tx) => {
    const fresh = randomUUID();
    const values = [fresh, bucketId, key, owner, owner, metadata, file.userMetadata, randomUUID()];
    const insert = `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
                    values ($1, $2, $3, $4, $5, $6, $7, $8)`;
    if (!upsert) {
      // No RETURNING: an insert-only policy (anonymous attachments) must be enough to upload.
      await tx.query(insert, values);
      return fresh;
    }
    const result = await tx.query<{ id: string }>(
      `${insert} on conflict (bucket_id, name) do update
         set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
             user_metadata = excluded.user_metadata, version = excluded.version, updated_at = now(), last_accessed_at = now()
       returning id`,
      values,
    );
    return result.rows[0]?.id ?? fresh;
  });
  await ctx.blobs.put(id, file.bytes);
  return json({ Id: id, Key: `${bucketId}/${key}` });
}

async function findObject(tx: Tx, bucket: string, key: string): Promise<ObjectRow | undefined> {
  const found = await tx.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`, [bucket, key]);
  return found.rows[0];
}

/**
 * Every object is someone's upload: the browser must not sniff it into HTML,
 * and if it is opened as a page anyway it runs no script and loads nothing.
 */
const SERVED_OBJECT_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; sandbox",
} as const;

/** Types a browser may show in place; anything else is served as a download. SVG is left out: it is a document that can carry script. */
const INLINE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'audio/mpeg',
  'audio/mp4',
  'audio/aac',
  'audio/ogg',
  'audio/wav',
  'audio/webm',
  'application/pdf',
]);

async function serveObject(ctx: StorageContext, object: ObjectRow | undefined, head: boolean, url: URL): Promise<Response> {
  if (!object) throw errors.objectNotFound();
  const bytes = await ctx.blobs.get(object.id);
  if (!bytes) throw errors.objectNotFound();
  const metadata = object.metadata ?? {};
  // Objects stored before types were normalised may hold a raw header; serve only its essence.
  const type = normaliseContentType(String(metadata.mimetype ?? '')) ?? 'application/octet-stream';
  const headers: Record<string, string> = {
    'content-type': type,
    'content-length': String(bytes.byteLength),
    'cache-control': String(metadata.cacheControl ?? 'no-cache'),
    'last-modified': (object.updated_at ?? new Date()).toUTCString(),
    ...SERVED_OBJECT_HEADERS,
  };
  if (typeof metadata.eTag === 'string') headers.etag = metadata.eTag;
  const download = url.searchParams.get('download');
  if (download !== null || !INLINE_TYPES.has(type)) {
    const filename = download || object.name.split('/').pop() || 'download';
    headers['content-disposition'] = `attachment; filename="${filename.replace(/["\\\r\n]/g, '_')}"`;
  }
  return new Response(head ? null : bytes, { status: 200, headers });
}

async function download(ctx: StorageContext, identity: RequestIdentity, target: string[], head: boolean, url: URL) {
  const { bucket, key } = splitTarget(target);
  const object = await ctx.db.asRole(identity, (tx) => findObject(tx, bucket, key), { readOnly: true });
  return serveObject(ctx, object, head, url);
}

async function publicDownload(ctx: StorageContext, target: string[], head: boolean, url: URL) {
  const { bucket: bucketId, key } = splitTarget(target);
  const bucket = await bucketById(ctx, bucketId);
  if (!bucket.public) throw errors.objectNotFound();
  const object = await ctx.db.asOwner((tx) => findObject(tx, bucketId, key));
  return serveObject(ctx, object, head, url);
}

async function info(ctx: StorageContext, identity: RequestIdentity, target: string[]) {
  const { bucket, key } = splitTarget(target);
  const object = await ctx.db.asRole(identity, (tx) => findObject(tx, bucket, key), { readOnly: true });
  if (!object) throw errors.objectNotFound();
  const metadata = object.metadata ?? {};
  return json({
    id: object.id,
    name: object.name,
    version: object.version,
    bucket_id: object.bucket_id,
    size: metadata.size ?? null,
    content_type: metadata.mimetype ?? null,
    cache_control: metadata.cacheControl ?? null,
    etag: metadata.eTag ?? null,
    metadata: object.user_metadata ?? {},
    last_modified: iso(object.updated_at),
    created_at: iso(object.created_at),
  });
}

const SORT_COLUMNS = new Set(['name', 'created_at', 'updated_at', 'last_accessed_at']);

async function list(ctx: StorageContext, identity: RequestIdentity, bucketId: string, body: Record<string, unknown>) {
  checkBucket(bucketId);
  let prefix = typeof body.prefix === 'string' ? body.prefix : '';
  if (prefix !== '' && !prefix.endsWith('/')) prefix += '/';
  const limit = Math.min(1000, Math.max(0, Number(body.limit ?? 100) || 100));
  const offset = Math.max(0, Number(body.offset ?? 0) || 0);
  const search = typeof body.search === 'string' ? body.search.toLowerCase() : '';
  const sortBy = isRecord(body.sortBy) ? body.sortBy : {};
  const column = typeof sortBy.column === 'string' && SORT_COLUMNS.has(sortBy.column) ? sortBy.column : 'name';
  const descending = String(sortBy.order ?? 'asc').toLowerCase() === 'desc';

  const likePrefix = prefix.replace(/[\\%_]/g, (char) => `\\${char}`);
  const rows = await ctx.db.asRole(
    identity,
    (tx) =>
      tx.query<ObjectRow>(`select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name like $2 escape '\\'`, [
        bucketId,
        `${likePrefix}%`,
      ]),
    { readOnly: true },
  );

  const folders = new Map<string, Record<string, unknown>>();
  const files: Array<Record<string, unknown> & { sortValue: string }> = [];
  for (const object of rows.rows) {
    const rest = object.name.slice(prefix.length);
    const slash = rest.indexOf('/');
    const name = slash >= 0 ? rest.slice(0, slash) : rest;
    if (name === '' || (search && !name.toLowerCase().startsWith(search))) continue;
    if (slash >= 0) {
      folders.set(name, { name, id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    } else {
      const entry = {
        name,
        id: object.id,
        updated_at: iso(object.updated_at),
        created_at: iso(object.created_at),
        last_accessed_at: iso(object.last_accessed_at),
        metadata: object.metadata,
      };
      files.push({ ...entry, sortValue: column === 'name' ? name : String(entry[column as keyof typeof entry] ?? '') });
    }
  }
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0) * (descending ? -1 : 1);
  const folderEntries = [...folders.values()].sort((a, b) => compare(String(a.name), String(b.name)));
  const fileEntries = files.sort((a, b) => compare(a.sortValue, b.sortValue)).map(({ sortValue: _unused, ...entry }) => entry);
  // Folders first, then files, as Storage lists them.
  return json([...folderEntries, ...fileEntries].slice(offset, offset + limit));
}

async function remove(ctx: StorageContext, identity: RequestIdentity, bucketId: string, body: Record<string, unknown>, single = false) {
  const prefixes = Array.isArray(body.prefixes) ? body.prefixes.filter((value): value is string => typeof value === 'string') : [];
  if (prefixes.length === 0) throw errors.badRequest('prefixes must be a non-empty list of object names');
  const removed = await ctx.db.asRole(identity, async (tx) => {
    const result = await tx.query<ObjectRow>(
      `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
      [bucketId, prefixes],
    );
    return result.rows;
  });
  for (const object of removed) await ctx.blobs.delete(object.id);
  if (single) {
    if (removed.length === 0) throw errors.objectNotFound();
    return json({ message: 'Successfully deleted' });
  }
  return json(
    removed.map((object) => ({
      name: object.name,
      bucket_id: object.bucket_id,
      owner: object.owner,
      id: object.id,
      updated_at: iso(object.updated_at),
      created_at: iso(object.created_at),
      last_accessed_at: iso(object.last_accessed_at),
      metadata: object.metadata,
    })),
  );
}

function transferFrom(body: Record<string, unknown>) {
  const bucket = checkBucket(String(body.bucketId ?? ''));
  const destinationBucket = typeof body.destinationBucket === 'string' && body.destinationBucket !== '' ? checkBucket(body.destinationBucket) : bucket;
  return {
    bucket,
    source: checkKey(String(body.sourceKey ?? '')),
    destinationBucket,
    destination: checkKey(String(body.destinationKey ?? '')),
  };
}

/** The size an object row records, or that of its bytes when the row does not say. */
async function sizeOf(ctx: StorageContext, object: ObjectRow): Promise<number> {
  const recorded = Number(object.metadata?.size);
  if (Number.isFinite(recorded)) return recorded;
  return (await ctx.blobs.get(object.id))?.byteLength ?? 0;
}

const storedTypeOf = (object: ObjectRow) => normaliseContentType(String(object.metadata?.mimetype ?? '')) ?? 'application/octet-stream';

async function move(ctx: StorageContext, identity: RequestIdentity, body: Record<string, unknown>) {
  const { bucket, source, destinationBucket, destination } = transferFrom(body);
  const target = await bucketById(ctx, destinationBucket);
  await ctx.db.asRole(identity, async (tx) => {
    const original = await findObject(tx, bucket, source);
    if (!original) throw errors.objectNotFound();
    checkFits(ctx, target, await sizeOf(ctx, original), storedTypeOf(original));
    const moved = await tx.query<{ n: number }>(
      `with moved as (
         update storage.objects set bucket_id = $3, name = $4, updated_at = now()
          where bucket_id = $1 and name = $2 returning 1)
       select count(*)::int as n from moved`,
      [bucket, source, destinationBucket, destination],
    );
    // Readable but not updatable under the caller's policies: as if it were not there.
    if ((moved.rows[0]?.n ?? 0) === 0) throw errors.objectNotFound();
  });
  return json({ message: 'Successfully moved' });
}

async function copy(ctx: StorageContext, identity: RequestIdentity, body: Record<string, unknown>) {
  const { bucket, source, destinationBucket, destination } = transferFrom(body);
  const target = await bucketById(ctx, destinationBucket);
  const copied = await ctx.db.asRole(identity, async (tx) => {
    const original = await findObject(tx, bucket, source);
    if (!original) throw errors.objectNotFound();
    const type = storedTypeOf(original);
    checkFits(ctx, target, await sizeOf(ctx, original), type);
    const id = randomUUID();
    const owner = ownerOf(identity);
    await tx.query(
      `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
       values ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [id, destinationBucket, destination, owner, owner, { ...original.metadata, mimetype: type }, original.user_metadata, randomUUID()],
    );
    return { id, originalId: original.id };
  });
  const bytes = await ctx.blobs.get(copied.originalId);
  if (bytes) await ctx.blobs.put(copied.id, bytes);
  return json({ Id: copied.id, Key: `${destinationBucket}/${destination}` });
}

const DEFAULT_SIGNED_SECONDS = 60;

function expiresInFrom(body: Record<string, unknown>): number {
  const value = Number(body.expiresIn ?? DEFAULT_SIGNED_SECONDS);
  if (!Number.isFinite(value) || value < 1) throw errors.badRequest('expiresIn must be a positive number of seconds');
  return Math.floor(value);
}

async function signedPath(ctx: StorageContext, bucket: string, key: string, expiresIn: number): Promise<string> {
  const issued = nowSeconds();
  const token = await signJwt({ url: `${bucket}/${key}`, iat: issued, exp: issued + expiresIn }, ctx.keys.jwtSecret);
  return `/object/sign/${bucket}/${key}?token=${token}`;
}

async function signOne(ctx: StorageContext, identity: RequestIdentity, target: string[], body: Record<string, unknown>) {
  const { bucket, key } = splitTarget(target);
  const expiresIn = expiresInFrom(body);
  // Signing needs read access under the caller's policies; the URL then works without a key.
  const object = await ctx.db.asRole(identity, (tx) => findObject(tx, bucket, key), { readOnly: true });
  if (!object) throw errors.objectNotFound();
  return json({ signedURL: await signedPath(ctx, bucket, key, expiresIn) });
}

async function signMany(ctx: StorageContext, identity: RequestIdentity, bucket: string, body: Record<string, unknown>) {
  const expiresIn = expiresInFrom(body);
  const paths = Array.isArray(body.paths) ? body.paths.filter((value): value is string => typeof value === 'string') : [];
  if (paths.length === 0) throw errors.badRequest('paths must be a non-empty list');
  const visible = await ctx.db.asRole(
    identity,
    async (tx) => {
      const found = await tx.query<{ name: string }>(`select name from storage.objects where bucket_id = $1 and name = any($2::text[])`, [bucket, paths]);
      return new Set(found.rows.map((row) => row.name));
    },
    { readOnly: true },
  );
  const answers = [];
  for (const path of paths) {
    answers.push(
      visible.has(path)
        ? { error: null, path, signedURL: await signedPath(ctx, bucket, path, expiresIn) }
        : { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null },
    );
  }
  return json(answers);
}

async function signedDownload(ctx: StorageContext, target: string[], url: URL, head: boolean) {
  const { bucket, key } = splitTarget(target);
  const token = url.searchParams.get('token');
  if (!token) throw errors.invalidJwt('Missing token');
  const verified = await verifyJwt(token, ctx.keys.jwtSecret);
  if (!verified.ok) throw errors.invalidJwt(verified.reason === 'expired' ? 'jwt expired' : 'invalid signature');
  if (verified.claims.url !== `${bucket}/${key}`) throw errors.invalidJwt('The token does not match this object');
  const object = await ctx.db.asOwner((tx) => findObject(tx, bucket, key));
  return serveObject(ctx, object, head, url);
}
