/** The page's fixed texts, tested by the browser spec. */
export const UNSUBSCRIBE_TEXT = {
  heading: 'Unsubscribe from our follow-up emails?',
  body: 'You will get no more follow-up emails from WineCellarGPT at this address. Replies to your own questions still reach you.',
  confirm: 'Unsubscribe',
  working: 'Unsubscribing…',
  done: (email: string) => `Done: no more follow-up emails will be sent to ${email}.`,
  already: (email: string) => `${email} was already unsubscribed: no follow-up emails will be sent to it.`,
  failed: 'The unsubscribe could not be recorded just now. Please try the link again in a moment.',
} as const;

export const STOP_LABELS = {
  completed: 'Finished: every step was sent',
  'status-changed': 'Stopped: the lead’s status changed',
  replied: 'Stopped: the client replied',
  unsubscribed: 'Stopped: the client unsubscribed',
  'stopped-by-admin': 'Stopped by an admin',
  'sequence-deleted': 'Stopped: the sequence was deleted',
} as const;
