import { describe, expect, it } from 'vitest';
import { serviceEventIcs } from './calendar.ts';

describe('serviceEventIcs', () => {
  it('writes an all-day event on the due date with an alert a week before, texts escaped', () => {
    const ics = serviceEventIcs({
      due: '2026-12-31',
      unitLabel: 'Self-contained through-the-wall',
      notes: ['Brought forward; a technician should check.', 'Low refrigerant, or a dirty coil'],
      uid: 'uh-abc',
      now: new Date(Date.UTC(2026, 10, 26, 12, 30, 5, 120)),
    });
    const lines = ics.split('\r\n');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261231');
    expect(lines).toContain('DTEND;VALUE=DATE:20270101');
    expect(lines).toContain('DTSTAMP:20261126T123005Z');
    expect(lines).toContain('UID:uh-abc@winecellargpt');
    expect(lines).toContain('TRIGGER:-P7D');
    expect(ics.replace(/\r\n /g, '')).toContain('Brought forward\\; a technician should check.\\nLow refrigerant\\, or a dirty coil');
    expect(lines.every((line) => line.length <= 75)).toBe(true);
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(0);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
});
