import { randomUUID } from 'node:crypto';

export interface MailMessage {
  id: string;
  to: string;
  subject: string;
  /** Plain-text body, as a mail client would show it. */
  text: string;
  /** The links in the message, in order (the first is the action link). */
  links: string[];
  sentAt: string;
}

export type OutgoingMail = Omit<MailMessage, 'id' | 'sentAt'>;

/**
 * Stands in for an SMTP server: every message is kept in memory (newest
 * first) for the inbox page and tests, and echoed to the console so a
 * developer can follow a magic link straight from the terminal.
 */
export class MailCapture {
  private messages: MailMessage[] = [];

  constructor(
    private readonly print: (line: string) => void,
    private readonly limit = 200,
  ) {}

  send(mail: OutgoingMail): MailMessage {
    const message: MailMessage = { ...mail, id: randomUUID(), sentAt: new Date().toISOString() };
    this.messages.unshift(message);
    this.messages.length = Math.min(this.messages.length, this.limit);
    this.print(`mail to ${message.to}: "${message.subject}"${message.links[0] ? `\n       ${message.links[0]}` : ''}`);
    return message;
  }

  list(to?: string): MailMessage[] {
    const wanted = to?.trim().toLowerCase();
    return wanted ? this.messages.filter((message) => message.to.toLowerCase() === wanted) : [...this.messages];
  }

  clear(): void {
    this.messages = [];
  }
}
