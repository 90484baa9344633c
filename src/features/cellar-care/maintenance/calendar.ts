/**
 * The next service as a calendar event (iCalendar, RFC 5545): an all-day
 * event on the due date with an alert a week before, so the reminder lives in
 * the visitor's own calendar with no account and no mail server.
 */
export interface ServiceEvent {
  /** YYYY-MM-DD. */
  due: string;
  unitLabel: string;
  /** Why it is due: the basis and the likely causes, one line each. */
  notes: string[];
  /** Stable across downloads of the same report, so a calendar updates the event instead of doubling it. */
  uid: string;
  /** Time of the download, for DTSTAMP. */
  now: Date;
}

export const SERVICE_EVENT_FILE = 'cooling-unit-service.ics';

const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
const compactDate = (iso: string) => iso.replace(/-/g, '');

/** Lines longer than 75 octets continue on the next line after a space (counted in characters here: the texts are short and mostly ASCII). */
function fold(line: string): string {
  const parts: string[] = [];
  for (let i = 0; i < line.length; i += 73) parts.push(line.slice(i, i + 73));
  return parts.join('\r\n ');
}

export function serviceEventIcs({ due, unitLabel, notes, uid, now }: ServiceEvent): string {
  const next = new Date(Date.parse(`${due}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//WineCellarGPT//Predictive maintenance//EN',
    'BEGIN:VEVENT',
    `UID:${uid}@winecellargpt`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${compactDate(due)}`,
    `DTEND;VALUE=DATE:${compactDate(next)}`,
    `SUMMARY:${escapeText(`Wine cellar cooling unit service (${unitLabel})`)}`,
    `DESCRIPTION:${escapeText(notes.join('\n'))}`,
    'BEGIN:VALARM',
    'TRIGGER:-P7D',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText('Book the cellar cooling unit’s service: it is due in a week.')}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
