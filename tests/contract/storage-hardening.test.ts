import { request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { env, serviceClient, signedInUser, type TestUser } from './helpers.ts';

/** Storage findings of the hardening probe (docs/local-backend.md, "Limits and hardening"). */
let owner: TestUser;
let other: TestUser;

beforeAll(async () => {
  [owner, other] = await Promise.all([signedInUser('storage-hard-owner'), signedInUser('storage-hard-other')]);
  return async () => {
    const admin = serviceClient().storage.from('user-images');
    for (const user of [owner, other]) {
      const listed = await admin.list(user.user.id, { limit: 1000 });
      const keys = (listed.data ?? []).flatMap((entry) => (entry.id ? [`${user.user.id}/${entry.name}`] : []));
      if (keys.length > 0) await admin.remove(keys);
    }
  };
});

const token = async (user: TestUser) => (await user.client.auth.getSession()).data.session?.access_token ?? '';

/** A request with its path sent exactly as written (fetch would normalise dot segments). */
function rawRequest(method: string, path: string, headers: Record<string, string>, body?: Uint8Array | string): Promise<{ status: number; body: string }> {
  const url = new URL(env.url);
  return new Promise((resolve, reject) => {
    const call = httpRequest({ host: url.hostname, port: url.port, method, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    call.on('error', reject);
    call.end(body);
  });
}

const gif = (bytes: number) => {
  const data = new Uint8Array(bytes);
  data.set([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]);
  return new Blob([data], { type: 'image/gif' });
};

describe.runIf(env.local)('copy and move into another bucket meet that bucket’s limits', () => {
  it('refuses a 6 MB image/gif copied into inquiry-attachments (5 MB, no gif) and copies an allowed file', async () => {
    const images = owner.client.storage.from('user-images');
    const big = `${owner.user.id}/big-${randomUUID()}.gif`;
    expect((await images.upload(big, gif(6 * 1024 * 1024))).error).toBeNull();
    const tooBig = await images.copy(big, `incoming/${randomUUID()}/big.gif`, { destinationBucket: 'inquiry-attachments' });
    expect(tooBig.error).toMatchObject({ statusCode: '413' });

    const small = `${owner.user.id}/small-${randomUUID()}.gif`;
    await images.upload(small, gif(1024));
    const wrongType = await images.copy(small, `incoming/${randomUUID()}/small.gif`, { destinationBucket: 'inquiry-attachments' });
    expect(wrongType.error).toMatchObject({ statusCode: '415' });

    const png = `${owner.user.id}/ok-${randomUUID()}.png`;
    await images.upload(png, new Blob(['png bytes'], { type: 'image/png' }));
    const allowed = await images.copy(png, `incoming/${randomUUID()}/ok.png`, { destinationBucket: 'inquiry-attachments' });
    expect(allowed.error).toBeNull();
  });

  it('holds the service role to the destination’s limits on move too', async () => {
    const service = serviceClient().storage.from('user-images');
    const key = `${owner.user.id}/moving-${randomUUID()}.gif`;
    expect((await service.upload(key, gif(6 * 1024 * 1024))).error).toBeNull();
    const moved = await service.move(key, `incoming/${randomUUID()}/moved.gif`, { destinationBucket: 'inquiry-attachments' });
    expect(moved.error).toMatchObject({ statusCode: '413' });
    expect((await service.exists(key)).data).toBe(true);
  });
});

describe.runIf(env.local)('content types are stored normalised and served inert', () => {
  const upload = async (key: string, contentType: string, body: string) =>
    fetch(`${env.url}/storage/v1/object/user-images/${key}`, {
      method: 'POST',
      headers: { apikey: env.anonKey, authorization: `Bearer ${await token(owner)}`, 'content-type': contentType },
      body,
    });

  it('stores `image/png;, text/html` as image/png and serves it with nosniff and a sandboxing CSP', async () => {
    const key = `${owner.user.id}/smuggled-${randomUUID()}.png`;
    const html = '<script>document.title = "ran"</script>';
    expect((await upload(key, 'image/png;, text/html', html)).status).toBe(200);
    const info = await owner.client.storage.from('user-images').info(key);
    expect(info.data?.contentType).toBe('image/png');

    const signed = await owner.client.storage.from('user-images').createSignedUrl(key, 60);
    const served = await fetch(signed.data?.signedUrl ?? '');
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    // An allowed image is shown in place.
    expect(served.headers.get('content-disposition')).toBeNull();
  });

  it('lower-cases the type, and refuses one that is not a single type/subtype', async () => {
    const key = `${owner.user.id}/upper-${randomUUID()}.png`;
    expect((await upload(key, 'IMAGE/PNG; charset=binary', 'png')).status).toBe(200);
    expect((await owner.client.storage.from('user-images').info(key)).data?.contentType).toBe('image/png');
    const two = await upload(`${owner.user.id}/two-${randomUUID()}.png`, 'text/html, image/png', '<p>');
    expect(two.status).toBe(415);
    const bare = await upload(`${owner.user.id}/bare-${randomUUID()}.png`, 'image', 'x');
    expect(bare.status).toBe(415);
  });

  it('serves anything but an inline-safe image, audio or PDF type as an attachment', async () => {
    const service = serviceClient().storage.from('inquiry-attachments');
    const key = `incoming/${randomUUID()}/plan.dwg`;
    await service.upload(key, new Blob(['AC1032'], { type: 'image/vnd.dwg' }));
    const signed = await service.createSignedUrl(key, 60);
    const served = await fetch(signed.data?.signedUrl ?? '');
    expect(served.headers.get('content-type')).toBe('image/vnd.dwg');
    expect(served.headers.get('content-disposition')).toBe('attachment; filename="plan.dwg"');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe.runIf(env.local)('object names', () => {
  const put = async (path: string) =>
    rawRequest('POST', `/storage/v1/object/user-images/${path}`, {
      apikey: env.anonKey,
      authorization: `Bearer ${await token(owner)}`,
      'content-type': 'image/png',
    }, 'png');

  it('refuses dot segments, empty segments, backslashes, encoded slashes and dots, and control characters (400)', async () => {
    const uid = owner.user.id;
    const them = other.user.id;
    const names = [
      `${uid}%2F..%2F${them}%2Fp.png`,
      `${uid}/..%2F${them}/p.png`,
      `${uid}%2F.%2Fp.png`,
      `${uid}/dir%2F`,
      `${uid}/a%2F%2Fb.png`,
      `${uid}/a%5Cb.png`,
      `${uid}/a%252e%252e/b.png`,
      `${uid}/a%252Fb.png`,
      `${uid}/a%01b.png`,
      `${uid}/a%7Fb.png`,
    ];
    for (const name of names) {
      const answer = await put(name);
      expect({ name, status: answer.status }).toEqual({ name, status: 400 });
      expect(JSON.parse(answer.body)).toMatchObject({ statusCode: '400', error: 'InvalidKey' });
    }
    // Nothing landed under the other user's folder.
    const theirs = await serviceClient().storage.from('user-images').list(them);
    expect(theirs.data ?? []).toEqual([]);
  });

  it('refuses the same names as copy and move destinations', async () => {
    const images = owner.client.storage.from('user-images');
    const key = `${owner.user.id}/source-${randomUUID()}.png`;
    await images.upload(key, new Blob(['png'], { type: 'image/png' }));
    const copied = await images.copy(key, `${owner.user.id}/../${other.user.id}/p.png`);
    expect(copied.error).toMatchObject({ statusCode: '400' });
    const moved = await images.move(key, `${owner.user.id}/./p.png`);
    expect(moved.error).toMatchObject({ statusCode: '400' });
  });

  it('still takes ordinary names with dots and spaces', async () => {
    expect((await put(`${owner.user.id}/my%20cellar.v2.png`)).status).toBe(200);
    expect((await put(`${owner.user.id}/..hidden.png`)).status).toBe(200);
  });
});
