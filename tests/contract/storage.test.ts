import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { newClient, serviceClient, signedInUser, type TestUser } from './helpers.ts';

const png = (text: string) => new Blob([text], { type: 'image/png' });
let owner: TestUser;
let stranger: TestUser;
let folder: string;

beforeAll(async () => {
  [owner, stranger] = await Promise.all([signedInUser('storage-owner'), signedInUser('storage-stranger')]);
  folder = owner.user.id;
  return async () => {
    const admin = serviceClient().storage.from('user-images');
    const listed = await admin.list(folder, { limit: 1000 });
    const keys = (listed.data ?? []).flatMap((entry) => (entry.id ? [`${folder}/${entry.name}`] : []));
    if (keys.length > 0) await admin.remove(keys);
  };
});

const images = () => owner.client.storage.from('user-images');

describe('upload and download', () => {
  it('stores a multipart upload and serves it back with its type and size', async () => {
    const key = `${folder}/cellar-${randomUUID()}.png`;
    const uploaded = await images().upload(key, png('a cellar image'));
    expect(uploaded.error).toBeNull();
    expect(uploaded.data?.fullPath).toBe(`user-images/${key}`);

    const downloaded = await images().download(key);
    expect(await downloaded.data?.text()).toBe('a cellar image');
    expect(downloaded.data?.type).toBe('image/png');

    const info = await images().info(key);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({ size: 14, contentType: 'image/png' });
    expect((await images().exists(key)).data).toBe(true);
    expect((await images().exists(`${folder}/missing.png`)).data).toBe(false);
  });

  it('stores a raw body upload with the declared content type', async () => {
    const key = `${folder}/raw-${randomUUID()}.webp`;
    const bytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3]);
    const uploaded = await images().upload(key, bytes.buffer, { contentType: 'image/webp' });
    expect(uploaded.error).toBeNull();
    const downloaded = await images().download(key);
    expect(new Uint8Array((await downloaded.data?.arrayBuffer()) ?? new ArrayBuffer(0))).toEqual(bytes);
    expect(downloaded.data?.type).toBe('image/webp');
  });

  it('refuses to overwrite without upsert (409) and overwrites with it', async () => {
    const key = `${folder}/twice-${randomUUID()}.png`;
    await images().upload(key, png('first'));
    const again = await images().upload(key, png('second'));
    expect(again.error).toMatchObject({ statusCode: '409' });
    const upserted = await images().upload(key, png('third'), { upsert: true });
    expect(upserted.error).toBeNull();
    expect(await (await images().download(key)).data?.text()).toBe('third');
  });

  it('enforces the bucket size limit (413) and allowed types (415)', async () => {
    const attachments = newClient().storage.from('inquiry-attachments');
    const tooBig = new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'application/pdf' });
    const big = await attachments.upload(`incoming/${randomUUID()}/huge.pdf`, tooBig);
    expect(big.error).toMatchObject({ statusCode: '413' });
    const atLimit = new Blob([new Uint8Array(5 * 1024 * 1024)], { type: 'application/pdf' });
    expect((await attachments.upload(`incoming/${randomUUID()}/limit.pdf`, atLimit)).error).toBeNull();
    const text = await attachments.upload(`incoming/${randomUUID()}/notes.txt`, new Blob(['hi'], { type: 'text/plain' }));
    expect(text.error).toMatchObject({ statusCode: '415' });
    const dwg = await attachments.upload(`incoming/${randomUUID()}/plan.dwg`, new Blob(['AC1032'], { type: 'image/vnd.dwg' }));
    expect(dwg.error).toBeNull();
  });

  it('answers 404 for an object that is not there', async () => {
    const missing = await images().download(`${folder}/nothing-${randomUUID()}.png`);
    expect(missing.error).toMatchObject({ statusCode: '404' });
  });
});

describe('listing', () => {
  it('lists a folder with sub-folders first, then files, with paging, sorting and search', async () => {
    const base = `${folder}/album-${randomUUID().slice(0, 8)}`;
    for (const name of ['b.png', 'a.png', 'c.png', 'nested/inner.png']) await images().upload(`${base}/${name}`, png(name));

    const all = await images().list(base);
    expect(all.data?.map((entry) => entry.name)).toEqual(['nested', 'a.png', 'b.png', 'c.png']);
    expect(all.data?.[0]?.id).toBeNull();
    expect(all.data?.[1]?.metadata).toMatchObject({ size: 5, mimetype: 'image/png' });

    const paged = await images().list(base, { limit: 2, offset: 1 });
    expect(paged.data?.map((entry) => entry.name)).toEqual(['a.png', 'b.png']);
    const descending = await images().list(base, { sortBy: { column: 'name', order: 'desc' } });
    expect(descending.data?.map((entry) => entry.name)).toEqual(['nested', 'c.png', 'b.png', 'a.png']);
    const searched = await images().list(base, { search: 'b' });
    expect(searched.data?.map((entry) => entry.name)).toEqual(['b.png']);

    const theirs = await stranger.client.storage.from('user-images').list(base);
    expect(theirs.data).toEqual([]);
  });
});

describe('signed URLs', () => {
  it('serves the object to anyone holding the URL, until the token is altered', async () => {
    const key = `${folder}/signed-${randomUUID()}.png`;
    await images().upload(key, png('shared'));
    const signed = await images().createSignedUrl(key, 60);
    expect(signed.error).toBeNull();
    const url = signed.data?.signedUrl ?? '';
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('shared');

    const tampered = url.replace(/token=([^&]+)/, (_match, token: string) => `token=${token.slice(0, -4)}AAAA`);
    expect((await fetch(tampered)).status).toBe(400);
    const otherObject = url.replace(key, `${folder}/other.png`);
    expect((await fetch(otherObject)).ok).toBe(false);
  });

  it('signs only what the caller may read', async () => {
    const key = `${folder}/private-${randomUUID()}.png`;
    await images().upload(key, png('private'));
    const theirs = await stranger.client.storage.from('user-images').createSignedUrl(key, 60);
    expect(theirs.data).toBeNull();
    expect(theirs.error).not.toBeNull();

    const many = await images().createSignedUrls([key, `${folder}/absent.png`], 60);
    expect(many.data?.[0]?.error).toBeNull();
    expect(many.data?.[0]?.signedUrl).toContain('token=');
    expect(many.data?.[1]?.error).toBeTruthy();
  });
});

describe('move and remove', () => {
  it('moves an object within the owner’s folder, and refuses a stranger', async () => {
    const from = `${folder}/before-${randomUUID()}.png`;
    const to = `${folder}/after-${randomUUID()}.png`;
    await images().upload(from, png('moving'));
    const strangerMove = await stranger.client.storage.from('user-images').move(from, `${stranger.user.id}/stolen.png`);
    expect(strangerMove.error).not.toBeNull();

    const moved = await images().move(from, to);
    expect(moved.error).toBeNull();
    expect((await images().download(from)).error).not.toBeNull();
    expect(await (await images().download(to)).data?.text()).toBe('moving');
  });

  it('removes objects and reports what was removed', async () => {
    const key = `${folder}/gone-${randomUUID()}.png`;
    await images().upload(key, png('bye'));
    const removed = await images().remove([key, `${folder}/never-existed.png`]);
    expect(removed.data?.map((entry) => entry.name)).toEqual([key]);
    expect((await images().download(key)).error).toMatchObject({ statusCode: '404' });
  });
});
