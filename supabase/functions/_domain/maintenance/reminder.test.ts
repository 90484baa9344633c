import { describe, expect, it } from 'vitest';
import { addDays, calendarAlertDays, confirmationMail, reminderMail, remindOnIssue, REMINDER_MESSAGES, reminderRequestSchema, reminderWindow, type Reminder } from './reminder.ts';

describe('reminderWindow', () => {
  it('suggests a week before the due date, from tomorrow to the due date', () => {
    // The sample log on 2026-11-26: service brought forward to today + 14 days.
    expect(reminderWindow('2026-12-10', '2026-11-26')).toEqual({ earliest: '2026-11-27', latest: '2026-12-10', suggested: '2026-12-03' });
  });

  it('suggests tomorrow when the due date is less than a week away', () => {
    expect(reminderWindow('2026-11-30', '2026-11-26')).toEqual({ earliest: '2026-11-27', latest: '2026-11-30', suggested: '2026-11-27' });
  });

  it('offers none when the service is due today or overdue, or more than 400 days ahead', () => {
    expect(reminderWindow('2026-11-26', '2026-11-26')).toBeNull();
    expect(reminderWindow('2026-10-01', '2026-11-26')).toBeNull();
    expect(reminderWindow('2028-01-01', '2026-11-26')).toBeNull();
    expect(reminderWindow('2027-12-31', '2026-11-26')?.latest).toBe('2027-12-31');
  });

  it('counts across month and year ends and leap days', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
  });
});

describe('remindOnIssue', () => {
  const today = '2026-11-26';
  it.each([
    ['2026-12-03', '2026-12-10', null],
    ['2026-12-10', '2026-12-10', null],
    ['2026-11-27', '2026-12-10', null],
    ['2026-11-26', '2026-12-10', REMINDER_MESSAGES.tooSoon],
    ['2026-12-11', '2026-12-10', REMINDER_MESSAGES.afterDue],
    ['2026-13-01', '2026-12-10', REMINDER_MESSAGES.dateFormat],
    ['2026-11-31', '2026-12-10', REMINDER_MESSAGES.dateFormat],
    ['2026-11-26', '2026-11-26', REMINDER_MESSAGES.dueNow],
  ])('remind on %s for a service due %s → %s', (remindOn, due, issue) => {
    expect(remindOnIssue(remindOn, due, today)).toBe(issue);
  });
});

describe('reminderRequestSchema', () => {
  it('strips markup and runs of space; puts the day issue on remindOn', () => {
    const parsed = reminderRequestSchema('2026-11-26').safeParse({ reportId: 'uh-1x2y3z', unitName: ' <i>Ductless</i> split ', due: '2026-12-10', basis: 'a  <b>b</b>', remindOn: '2026-12-11' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['remindOn', REMINDER_MESSAGES.afterDue]]);
    const ok = reminderRequestSchema('2026-11-26').parse({ reportId: 'uh-1x2y3z', unitName: ' <i>Ductless</i> split ', due: '2026-12-10', basis: 'a  <b>b</b>', remindOn: '2026-12-03' });
    expect([ok.unitName, ok.basis]).toEqual(['Ductless split', 'a b']);
  });
});

describe('the mails', () => {
  const reminder: Reminder = {
    id: 'r1',
    reportId: 'uh-abc123',
    unitName: 'through-the-wall unit',
    due: '2026-12-10',
    remindOn: '2026-12-03',
    basis: '12 months after the last service on 2025-12-10.',
    email: 'owner@example.com',
    siteUrl: 'https://winecellargpt.com',
  };

  it('the reminder names the unit, the due date, why, the report and a cancel link, each link on its own line', () => {
    const mail = reminderMail(reminder, 'cancel-reminder.r1.sig');
    expect(mail.subject).toBe('Your through-the-wall unit is due for a service on December 10, 2026');
    expect(mail.links).toEqual(['https://winecellargpt.com/predictive-maintenance?report=uh-abc123', 'https://winecellargpt.com/predictive-maintenance?cancel-reminder=cancel-reminder.r1.sig']);
    const lines = mail.text.split('\n');
    expect(lines).toContain('Why that date: 12 months after the last service on 2025-12-10.');
    for (const link of mail.links) expect(lines).toContain(link);
  });

  it('the confirmation says when the reminder will come', () => {
    expect(confirmationMail(reminder, 't').text).toContain('We will email you on December 3, 2026 that your through-the-wall unit is due for a service on December 10, 2026.');
  });
});

describe('calendarAlertDays', () => {
  it('a week before, nearer for a near visit, never in the past', () => {
    expect(calendarAlertDays('2026-12-31', '2026-11-28')).toBe(7);
    expect(calendarAlertDays('2026-12-01', '2026-11-28')).toBe(2);
    expect(calendarAlertDays('2026-11-29', '2026-11-28')).toBe(0);
    expect(calendarAlertDays('2026-11-28', '2026-11-28')).toBe(0);
  });
});
