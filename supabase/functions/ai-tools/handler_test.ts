import { createMemoryRateLimiter, type RateLimiter } from '../_shared/ai/rate-limit.ts';
import { estimatePlan } from '../_domain/designer/estimate.ts';
import { STARTER_PLAN } from '../_domain/designer/plan.ts';
import { assert, assertEquals, assertIncludes } from '../_shared/testing/assert.ts';
import { postJson, readError } from '../_shared/testing/deno-helpers.ts';
import { createAiToolsHandler, type AiToolsDeps } from './handler.ts';
import { withProvider } from './testing.ts';

const roomy = (): RateLimiter => createMemoryRateLimiter('ai-tools', [{ name: 'minute', limit: 1000, seconds: 60 }]);

function handler(overrides: Partial<AiToolsDeps> = {}) {
  return createAiToolsHandler({ provider: null, rateLimiter: roomy(), identify: () => Promise.resolve('ip:test'), ...overrides });
}

const post = (body: unknown, deps: Partial<AiToolsDeps> = {}) => postJson(handler(deps), body, {}, '/ai-tools');
const design = (input: unknown) => ({ tool: 'visual-designer', input });

interface DesignAnswer {
  tool: string;
  result: {
    verified: boolean;
    headline: string;
    bottles: number;
    total: { low: number; high: number } | null;
    lines: Array<{ label: string; value: string }>;
    cooling: { designBtuh: number } | null;
    review: string | null;
    reviewNote: string | null;
  };
  parts: Array<{ part: string; source: string; by: string }>;
}

// ---------------------------------------------------------------- the dispatcher and the error contract

Deno.test('OPTIONS answers the CORS preflight; another method than GET or POST is a 405 in the error shape', async () => {
  const preflight = await handler()(new Request('http://functions.test/ai-tools', { method: 'OPTIONS' }));
  assertEquals(preflight.status, 204);
  await preflight.body?.cancel();
  const put = await handler()(new Request('http://functions.test/ai-tools', { method: 'PUT' }));
  assertEquals(put.status, 405);
  assertEquals(put.headers.get('access-control-allow-origin'), '*');
  assertEquals((await readError(put)).error.code, 'method_not_allowed');
});

Deno.test('GET answers what is switched on, yes or no, without counting against the rate limit', async () => {
  const strict = createMemoryRateLimiter('ai-tools', [{ name: 'minute', limit: 1, seconds: 60 }]);
  const capabilities = { text: true, vision: false, transcription: true };
  const dispatcher = handler({ capabilities, rateLimiter: strict });
  for (let call = 0; call < 3; call += 1) {
    const get = await dispatcher(new Request('http://functions.test/ai-tools'));
    assertEquals(get.status, 200);
    assertEquals(await get.json(), capabilities);
    assertIncludes(get.headers.get('cache-control') ?? '', 'max-age=');
  }
  // Without capabilities given, they follow the provider: none here, so nothing is on.
  assertEquals(await (await handler()(new Request('http://functions.test/ai-tools'))).json(), { text: false, vision: false, transcription: false });
});

Deno.test('a body that is not JSON is a 400, one over 64 KB a 413', async () => {
  const broken = await post('{"tool": ');
  assertEquals(broken.status, 400);
  assertEquals((await readError(broken)).error.code, 'invalid_request');
  const huge = await post(design({ plan: STARTER_PLAN, padding: 'x'.repeat(70 * 1024) }));
  assertEquals(huge.status, 413);
  assertEquals((await readError(huge)).error.code, 'payload_too_large');
});

Deno.test('an unknown tool or a missing input is refused with where the problem is', async () => {
  const unknown = await readError(await post({ tool: 'crystal-ball', input: {} }));
  assertEquals(unknown.error.code, 'invalid_request');
  assertEquals(unknown.error.issues?.[0]?.path, 'tool');
  assertIncludes(unknown.error.message, 'visual-designer');
  const noPlan = await readError(await post(design({})));
  assertEquals(noPlan.error.issues?.[0]?.path, 'input.plan');
  const badShape = await readError(await post(design({ plan: { ...STARTER_PLAN, modules: [{ id: 'x', kind: 'sofa' }] } })));
  assert(badShape.error.issues?.some((issue) => issue.path.startsWith('input.plan.modules.0')));
});

Deno.test('the server rate limit refuses the caller past the limit with 429 rate_limited and Retry-After', async () => {
  const rateLimiter = createMemoryRateLimiter('ai-tools', [{ name: 'minute', limit: 2, seconds: 60 }]);
  const limited = handler({ rateLimiter });
  for (let index = 0; index < 2; index += 1) {
    const ok = await postJson(limited, design({ plan: STARTER_PLAN }), {}, '/ai-tools');
    assertEquals(ok.status, 200);
    await ok.body?.cancel();
  }
  const refused = await postJson(limited, design({ plan: STARTER_PLAN }), {}, '/ai-tools');
  assertEquals(refused.status, 429);
  assertEquals(refused.headers.get('retry-after'), '60');
  assertEquals((await readError(refused)).error.code, 'rate_limited');
});

// ---------------------------------------------------------------- the visual designer

Deno.test('visual-designer: a valid plan is verified with the browser’s own figures, all from the engine', async () => {
  const response = await post(design({ plan: STARTER_PLAN }));
  assertEquals(response.status, 200);
  const answer = (await response.json()) as DesignAnswer;
  const local = estimatePlan(STARTER_PLAN);
  assertEquals(answer.tool, 'visual-designer');
  assertEquals(answer.result.verified, true);
  assertEquals(answer.result.bottles, local.bottles);
  assertEquals(answer.result.total, local.cost?.total ?? null);
  assertEquals(answer.result.headline, '886 bottles · $65K–$103K');
  assertEquals(answer.result.review, null);
  assertEquals(answer.parts, [{ part: 'figures', source: 'engine', by: 'estimator' }]);
});

Deno.test('visual-designer: an impossible or tampered plan is refused with the plan’s own message', async () => {
  const door = await readError(await post(design({ plan: { ...STARTER_PLAN, room: { ...STARTER_PLAN.room, width: 4 }, modules: [], door: { wall: 0, offset: 0, length: 6 } } })));
  assertEquals(door.error.code, 'invalid_request');
  assertEquals(door.error.message, 'The door is 6 ft wide but the north wall is only 4 ft long');
  const overlap = await readError(await post(design({ plan: { ...STARTER_PLAN, modules: [...STARTER_PLAN.modules, { ...STARTER_PLAN.modules[0], id: 'm9' }] } })));
  assertEquals(overlap.error.issues?.[0], { path: 'input.plan.m1', message: 'Individual bottle rack 1 would overlap Individual bottle rack 2' });
  const zero = await readError(await post(design({ plan: { ...STARTER_PLAN, room: { ...STARTER_PLAN.room, depth: 0 } } })));
  assertEquals(zero.error.message, "The room's depth must be more than 0 ft");
});

Deno.test('visual-designer: with a model, a review marked as the model’s, its markup stripped; the figures stay the engine’s', async () => {
  await withProvider({ chat: [{ kind: 'text', content: '<b>A sound layout.</b> Move the table nearer the door.<script>alert(1)</script>' }] }, async (deps) => {
    const answer = (await (await post(design({ plan: STARTER_PLAN, review: true }), deps)).json()) as DesignAnswer;
    assertEquals(answer.result.review, 'A sound layout. Move the table nearer the door.');
    assertEquals(answer.parts, [
      { part: 'figures', source: 'engine', by: 'estimator' },
      { part: 'review', source: 'model', by: 'fake-model' },
    ]);
    assertEquals(answer.result.bottles, 886);
  });
});

Deno.test('visual-designer: the model is given the engine’s figures, and only asked when a review is wanted', async () => {
  await withProvider({ chat: [{ kind: 'text', content: 'Fine.' }] }, async (deps, server) => {
    const quiet = (await (await post(design({ plan: STARTER_PLAN }), deps)).json()) as DesignAnswer;
    assertEquals(quiet.parts.length, 1);
    assertEquals(server.fake.chatRequests.length, 0);
    const reviewed = (await (await post(design({ plan: STARTER_PLAN, review: true }), deps)).json()) as DesignAnswer;
    assertEquals(reviewed.result.review, 'Fine.');
    const sent = JSON.stringify(server.fake.chatRequests[0]?.body);
    assertIncludes(sent, 'Bottle capacity: 886');
    assertIncludes(sent, 'Total: $65K–$103K');
  });
});

Deno.test('visual-designer: a failing model loses the review, never the figures', async () => {
  await withProvider({ chat: [{ kind: 'status', status: 500 }] }, async (deps) => {
    const response = await post(design({ plan: STARTER_PLAN, review: true }), deps);
    assertEquals(response.status, 200);
    const answer = (await response.json()) as DesignAnswer;
    assertEquals(answer.result.review, null);
    assertIncludes(answer.result.reviewNote ?? '', 'No written review this time');
    assertEquals(answer.result.bottles, 886);
    assertEquals(answer.parts, [{ part: 'figures', source: 'engine', by: 'estimator' }]);
  });
});

Deno.test('visual-designer: without a model, the answer says the figures are the whole result', async () => {
  const answer = (await (await post(design({ plan: STARTER_PLAN, review: true }))).json()) as DesignAnswer;
  assertEquals(answer.result.reviewNote, 'No AI model is configured, so there is no written review; the figures are the whole result.');
});
