import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  contactFormSchema,
  contactSchema,
  deriveInquiry,
  inquirySubmissionSchema,
  validateFiles,
  validateInquiry,
} from './schema.ts';

const form = contactFormSchema.parse({
  firstName: 'Ana',
  lastName: 'Duarte-Silva',
  email: 'ana@example.com',
  phone: '+1 (707) 555-0100',
  projectType: 'residential',
  budget: '50k-100k',
  timeline: '3-6months',
  message: 'A 1,200 bottle cellar under the stairs.',
});

describe('contact helper rules (SPEC §5)', () => {
  it.each([
    [{ name: '' }, 'name', MESSAGES.nameRequired],
    [{ name: 'x'.repeat(101) }, 'name', MESSAGES.nameTooLong],
    [{ name: 'R2-D2' }, 'name', MESSAGES.nameInvalid],
    [{ email: 'not-an-email' }, 'email', MESSAGES.emailInvalid],
    [{ email: `${'a'.repeat(250)}@example.com` }, 'email', MESSAGES.emailTooLong],
    [{ phone: 'call me' }, 'phone', MESSAGES.phoneInvalid],
    [{ phone: '1'.repeat(21) }, 'phone', MESSAGES.phoneTooLong],
    [{ message: 'x'.repeat(4001) }, 'message', MESSAGES.messageTooLong],
  ])('%o → %s: %s', (override, field, message) => {
    const base = { name: 'Ana Duarte', email: 'ana@example.com', phone: '555 0100', message: 'Hello' };
    expect(validateInquiry({ ...base, ...override })).toEqual({ [field]: message });
  });

  it('accepts names with accents, dots and hyphens, and strips markup everywhere', () => {
    const parsed = contactSchema.parse({
      name: 'Zoë J. Müller-Ortiz',
      email: ' <b>zoe@example.com</b> ',
      message: 'Hi <script>alert(1)</script>there',
    });
    expect(parsed).toEqual({ name: 'Zoë J. Müller-Ortiz', email: 'zoe@example.com', phone: undefined, message: 'Hi there' });
  });

  it('treats an empty phone as absent', () => {
    expect(contactSchema.parse({ name: 'Ana', email: 'a@b.co', phone: '', message: 'x' }).phone).toBeUndefined();
  });
});

describe('contact form and derived inquiry', () => {
  it('requires the six required fields with the generic message', () => {
    const result = contactFormSchema.safeParse({ firstName: '', lastName: ' ', email: '', phone: '', message: '' });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((issue) => [issue.path[0], issue.message]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['firstName', 'Required'],
        ['lastName', 'Required'],
        ['email', 'Required'],
        ['phone', 'Required'],
        ['projectType', 'Required'],
        ['message', 'Required'],
      ]),
    );
  });

  it('combines project type, budget, timeline and details into the message', () => {
    const inquiry = deriveInquiry(form);
    expect(inquiry.name).toBe('Ana Duarte-Silva');
    expect(inquiry.message).toContain('Project Type: Residential Wine Cellar');
    expect(inquiry.message).toContain('Budget: $50,000 - $100,000');
    expect(inquiry.message).toContain('Timeline: 3-6 months');
    expect(inquiry.message.endsWith('A 1,200 bottle cellar under the stairs.')).toBe(true);
  });
});

describe('files', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it('accepts jpeg, png, webp, pdf and dwg drawings', () => {
    expect(
      validateFiles([
        file('a.jpg', 'image/jpeg'),
        file('b.png', 'image/png'),
        file('c.webp', 'image/webp'),
        file('d.pdf', 'application/pdf'),
        file('plan.DWG', ''),
      ]),
    ).toBeNull();
  });

  it('numbers each invalid file and joins the reasons with commas', () => {
    expect(
      validateFiles([file('ok.png', 'image/png'), file('a.gif', 'image/gif'), file('big.pdf', 'application/pdf', 5 * 1024 * 1024 + 1)]),
    ).toBe('File 2: File type not allowed, File 3: File size too large (max 5MB)');
  });
});

describe('submission', () => {
  const key = '5b2f6a0e-8d1c-4a57-9a11-3f0c2b7d9e10';

  it('rejects attachments outside the submission folder', () => {
    const result = inquirySubmissionSchema.safeParse({
      idempotencyKey: key,
      source: 'contact-form',
      form,
      attachments: [{ path: 'incoming/other/plan.pdf', name: 'plan.pdf', size: 10, type: 'application/pdf' }],
    });
    expect(result.success).toBe(false);
  });

  it('takes an attached calculation’s link only as a path on this site', () => {
    const withLink = (link: string) =>
      inquirySubmissionSchema.safeParse({ idempotencyKey: key, source: 'quote', form, calculation: { kind: 'cost', title: 'Estimate', summary: '', inputs: {}, link } });
    expect(withLink('/calculators/cost?bottles=900').success).toBe(true);
    for (const link of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'calculators/cost', '/\t/evil.example']) {
      const result = withLink(link);
      expect(result.success, link).toBe(false);
      if (!result.success) expect(result.error.issues.map((issue) => issue.path.join('.'))).toContain('calculation.link');
    }
  });

  it('maps derived-inquiry errors to inquiry fields', () => {
    const result = inquirySubmissionSchema.safeParse({
      idempotencyKey: key,
      source: 'quote',
      form: { ...form, firstName: 'R2', email: 'nope' },
    });
    const issues = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(issues).toEqual(['inquiry.name: Name contains invalid characters', 'inquiry.email: Invalid email address']);
  });

  it('takes the language a visitor wrote in, one of /multilingual’s, and refuses any other', () => {
    const base = { idempotencyKey: key, source: 'quote', form };
    expect(inquirySubmissionSchema.parse({ ...base, language: 'zh' }).language).toBe('zh');
    expect(inquirySubmissionSchema.parse(base).language).toBeUndefined();
    const refused = inquirySubmissionSchema.safeParse({ ...base, language: 'pt' });
    expect(refused.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual(['language: Invalid input']);
  });

  it('accepts a valid submission with an attachment in its folder', () => {
    const result = inquirySubmissionSchema.parse({
      idempotencyKey: key,
      source: 'contact-form',
      form,
      attachments: [{ path: `incoming/${key}/1-plan.pdf`, name: 'plan.pdf', size: 10, type: 'application/pdf' }],
    });
    expect(result.attachments).toHaveLength(1);
  });

  it('takes a request from the voice agent under its own source, and no unknown source', () => {
    expect(inquirySubmissionSchema.parse({ idempotencyKey: key, source: 'voice-agent', form }).source).toBe('voice-agent');
    expect(inquirySubmissionSchema.safeParse({ idempotencyKey: key, source: 'chat', form }).success).toBe(false);
  });
});
