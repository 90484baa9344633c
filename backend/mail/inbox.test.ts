import { describe, expect, it } from 'vitest';
import { MailCapture } from './capture.ts';
import { SIGN_UP_NOTE, handleInbox } from './inbox.ts';

const pageOf = async (confirmations: boolean) => {
  const mail = new MailCapture(() => {});
  const response = handleInbox(new Request('http://127.0.0.1:54321/inbox'), '/inbox', mail, { confirmations });
  expect(response.status).toBe(200);
  return response.text();
};

describe('the local inbox page', () => {
  it('says why a sign-up left it empty while confirmations are off, and how to see the sign-up mail', async () => {
    const html = await pageOf(false);
    expect(html).toContain('No messages yet.');
    expect(html).toContain('Sign-up sends no mail here: email confirmations are off (supabase/config.toml, [auth.email] enable_confirmations = false)');
    expect(SIGN_UP_NOTE).toContain('Switch them on to see the welcome mail');
  });

  it('does not say it once confirmations are on, when sign-up does send the mail', async () => {
    expect(await pageOf(true)).not.toContain('Sign-up sends no mail here');
  });
});
