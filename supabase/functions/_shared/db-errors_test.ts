import { assertEquals, assertThrows } from './testing/assert.ts';
import { check, fail } from './db-errors.ts';

Deno.test('fail: passes when the call had no error', () => {
  fail('Could not read the lead', null);
});

Deno.test('fail: throws saying what the store was doing and why it failed', () => {
  assertThrows(() => fail('Could not read the lead', { message: 'permission denied' }), 'Could not read the lead: permission denied');
});

Deno.test('check: answers the data of a call that succeeded, even when it is null', () => {
  assertEquals(check({ data: [{ id: 'a' }], error: null }), [{ id: 'a' }]);
  assertEquals(check({ data: null, error: null }), null);
});

Deno.test("check: throws the error's message", () => {
  assertThrows(() => check({ data: null, error: { message: 'relation does not exist' } }), 'relation does not exist');
});
