import { request as httpRequest } from 'node:http';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { env, newClient, PASSWORD, signedInUser, uniqueEmail, type TestUser } from './helpers.ts';

/**
 * Body limits (docs/local-backend.md, "Limits and hardening"). Each oversized
 * body is sent as an endless stream without a length, so a service that read
 * the whole body before judging it would never answer: the 413 has to come
 * while the body is still arriving.
 */
interface Answer {
  status: number;
  body: string;
  /** Bytes written before the answer came. */
  sent: number;
  ms: number;
}

const CHUNK = new Uint8Array(64 * 1024).fill(0x61);
const GIVE_UP_AFTER = 64 * 1024 * 1024;

function streamUntilAnswered(path: string, headers: Record<string, string>, prefix = ''): Promise<Answer> {
  const url = new URL(path, env.url);
  const started = performance.now();
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const call = httpRequest({ host: url.hostname, port: url.port, path: `${url.pathname}${url.search}`, method: 'POST', headers }, (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), sent, ms: performance.now() - started });
        call.destroy();
      });
    });
    // The server may close the upload once it has answered.
    call.on('error', (error) => {
      if (!answered) reject(error);
    });
    // Between chunks the pump gives the event loop a turn. Without it, while
    // the kernel takes every write at once, each 'drain' arrives on
    // process.nextTick and the next write follows before the socket is ever
    // read, so an answer that came early would only be seen megabytes later.
    const pump = () => {
      while (!answered && sent < GIVE_UP_AFTER) {
        sent += CHUNK.byteLength;
        if (!call.write(CHUNK)) return void call.once('drain', () => setImmediate(pump));
      }
      if (!answered) call.end();
    };
    call.write(prefix);
    pump();
  });
}

const MB = 1024 * 1024;
let owner: TestUser;

beforeAll(async () => {
  owner = await signedInUser('limits');
});

const bearer = async () => `Bearer ${(await owner.client.auth.getSession()).data.session?.access_token ?? ''}`;

describe.runIf(env.local)('body limits, enforced as the body streams in', () => {
  it('REST answers 413 PGRST413 for a body over 1 MB, long before 64 MB have been sent', async () => {
    const answer = await streamUntilAnswered(
      '/rest/v1/saved_calculations',
      { apikey: env.anonKey, authorization: await bearer(), 'content-type': 'application/json' },
      '{"kind":"cost","title":"huge","inputs":{"blob":"',
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'PGRST413', message: 'Payload too large' });
    expect(answer.sent).toBeLessThan(16 * MB);
    const stored = await owner.client.from('saved_calculations').select('id').eq('title', 'huge');
    expect(stored.data).toEqual([]);
  });

  it('REST refuses a declared 50 MB body at once and still takes a normal one', async () => {
    const response = await fetch(`${env.url}/rest/v1/saved_calculations`, {
      method: 'POST',
      headers: { apikey: env.anonKey, authorization: await bearer(), 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'cost', title: 'declared', inputs: { blob: 'a'.repeat(50 * MB) } }),
    });
    expect(response.status).toBe(413);
    expect((await owner.client.from('saved_calculations').insert({ kind: 'cost', title: 'normal' })).error).toBeNull();
  });

  it('auth answers 413 in GoTrue’s shape for a body over 64 KB', async () => {
    const answer = await streamUntilAnswered(
      '/auth/v1/signup',
      { apikey: env.anonKey, 'content-type': 'application/json' },
      `{"email":"${uniqueEmail('huge')}","password":"${PASSWORD}","data":{"blob":"`,
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 413, error_code: 'validation_failed' });
    expect(answer.sent).toBeLessThan(16 * MB);
  });

  it('auth refuses user metadata over 16 KB on sign-up and on update, so it never reaches a token', async () => {
    const email = uniqueEmail('fat-metadata');
    const signUp = await newClient().auth.signUp({ email, password: PASSWORD, options: { data: { blob: 'a'.repeat(17 * 1024) } } });
    expect(signUp.error?.status).toBe(400);
    expect(signUp.error?.code).toBe('validation_failed');
    expect((await newClient().auth.signInWithPassword({ email, password: PASSWORD })).error?.code).toBe('invalid_credentials');

    const update = await owner.client.auth.updateUser({ data: { blob: 'a'.repeat(17 * 1024) } });
    expect(update.error?.code).toBe('validation_failed');
    const small = await owner.client.auth.updateUser({ data: { note: 'a'.repeat(1024) } });
    expect(small.error).toBeNull();
  });

  it('the functions proxy answers 413 for a body over 1 MB before the function runs', async () => {
    const answer = await streamUntilAnswered('/functions/v1/ai-chat', { apikey: env.anonKey, 'content-type': 'application/json' }, '{"messages":"');
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(answer.sent).toBeLessThan(16 * MB);
  });

  it('the functions proxy refuses a declared 50 MB body at once, and the backend keeps serving', async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await fetch(`${env.url}/functions/v1/ai-chat`, { method: 'POST', headers: { apikey: env.anonKey }, body: new Uint8Array(50 * MB) });
      expect(response.status).toBe(413);
      await response.text();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fetch(`${env.url}/health`)).status).toBe(200);
  });

  it('voice-to-text still receives a recording over the default cap (its own limit is higher), but not one past its cap', async () => {
    const voice = (base64Length: number) =>
      fetch(`${env.url}/functions/v1/voice-to-text`, {
        method: 'POST',
        headers: { apikey: env.anonKey, 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}` },
        body: `{"audio":"${'A'.repeat(base64Length)}"}`,
      });
    // 5 MB of base64 is over the proxy's default but within the function's limit: the function judges it
    // (here without a transcription provider, so it answers 503 in its own shape).
    const within = await voice(5 * MB);
    expect(within.status).not.toBe(413);
    expect(((await within.json()) as { error: { code: string } }).error.code).toEqual(expect.any(String));
    // Past the proxy's cap for voice-to-text.
    const answer = await streamUntilAnswered('/functions/v1/voice-to-text', { apikey: env.anonKey, 'content-type': 'application/json' }, '{"audio":"');
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('storage JSON bodies are capped too', async () => {
    const answer = await streamUntilAnswered(
      '/storage/v1/object/list/user-images',
      { apikey: env.anonKey, authorization: await bearer(), 'content-type': 'application/json' },
      '{"prefix":"',
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ statusCode: '413' });
  });
});

describe.runIf(env.local)('malformed input answers 400, not 500', () => {
  const deep = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

  it('a malformed % escape in a REST or storage path', async () => {
    const headers = { apikey: env.anonKey, authorization: await bearer() };
    const rest = await fetch(`${env.url}/rest/v1/saved%zzcalculations`, { headers });
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({ code: 'PGRST125' });
    const rpc = await fetch(`${env.url}/rest/v1/rpc/has_role%`, { method: 'POST', headers });
    expect(rpc.status).toBe(400);
    const storage = await fetch(`${env.url}/storage/v1/object/user-images/${owner.user.id}/%E0%A4%A`, { headers });
    expect(storage.status).toBe(400);
    expect(await storage.json()).toMatchObject({ statusCode: '400' });
    const admin = await fetch(`${env.url}/auth/v1/admin/users/%zz`, { headers: { apikey: env.serviceRoleKey, authorization: `Bearer ${env.serviceRoleKey}` } });
    expect(admin.status).toBe(404);
  });

  it('a JSON body nested 5,000 deep, to REST, auth and storage', async () => {
    const headers = { apikey: env.anonKey, authorization: await bearer(), 'content-type': 'application/json' };
    const rest = await fetch(`${env.url}/rest/v1/saved_calculations`, {
      method: 'POST',
      headers,
      body: `{"kind":"cost","title":"deep","inputs":${deep(5000)}}`,
    });
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({ code: 'PGRST102' });
    const auth = await fetch(`${env.url}/auth/v1/signup`, { method: 'POST', headers, body: `{"email":"${uniqueEmail('deep')}","password":"${PASSWORD}","data":${deep(5000)}}` });
    expect(auth.status).toBe(400);
    expect(await auth.json()).toMatchObject({ error_code: 'bad_json' });
    const storage = await fetch(`${env.url}/storage/v1/object/list/user-images`, { method: 'POST', headers, body: `{"prefix":${deep(5000)}}` });
    expect(storage.status).toBe(400);
    // Ordinary nesting still works.
    const fine = await owner.client.from('saved_calculations').insert({ kind: 'cost', title: `nested-${randomUUID()}`, inputs: JSON.parse(deep(20)) as object });
    expect(fine.error).toBeNull();
  });
});
