/** The reminder's texts on the page, once (the browser test asserts them). */
export const REMINDER_TEXT = {
  heading: 'Email me a reminder',
  signIn: 'Email reminders need a free sign-in: the reminder goes to your account’s address, and you can cancel it any time. Save the report first and it is kept through the sign-in.',
  dueNow: 'The service is due now, so there is nothing to remind you of: book it.',
  dayLabel: 'Remind me on',
  dayHint: (earliest: string, latest: string) => `Between ${earliest} and the due date, ${latest}. A week before gives you time to book a technician.`,
  submit: 'Email me a reminder',
  submitting: 'Setting the reminder…',
  set: (email: string, day: string) => `A reminder will be emailed to ${email} on ${day}. We just sent a confirmation there.`,
  sent: (email: string) => `The reminder was emailed to ${email}.`,
  cancel: 'Cancel the reminder',
  cancelled: 'Reminder cancelled: nothing more will be emailed about it.',
  failed: 'Could not set the reminder',
  cancelFailed: 'Could not cancel the reminder',
  saveNote: 'The report is saved to My Calculations too, so the link in the email reopens it.',
} as const;

export const CANCEL_LINK_TEXT = {
  heading: 'Cancel your service reminder?',
  body: 'This link stops the email reminder it came with. You do not need to sign in.',
  confirm: 'Cancel the reminder',
  working: 'Cancelling…',
  cancelled: (unit: string, due: string) => `Cancelled: no reminder about your ${unit} (service due ${due}) will be emailed.`,
  alreadyCancelled: (unit: string) => `The reminder about your ${unit} was already cancelled.`,
  alreadySent: (unit: string, due: string) => `The reminder about your ${unit} (service due ${due}) was already emailed; nothing more will be sent.`,
} as const;
