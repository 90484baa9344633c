/**
 * The editor's state: what the admin types, as typed (numbers as text), so a
 * failed check keeps every character. A new sequence starts from a
 * three-step follow-up of a new lead that the admin rewrites in their voice.
 */
import type { SavedSequence } from './api/sequences.ts';

export interface StepDraft {
  key: number;
  delayDays: string;
  subject: string;
  body: string;
}

export interface SequenceDraft {
  name: string;
  triggerStatus: string;
  /** '' = every source. */
  triggerSource: string;
  isActive: boolean;
  steps: StepDraft[];
}

let nextKey = 0;
export const stepKey = () => (nextKey += 1);

export const emptyStep = (delayDays = '3'): StepDraft => ({ key: stepKey(), delayDays, subject: '', body: '' });

export function newDraft(): SequenceDraft {
  return {
    name: 'New leads: first week',
    triggerStatus: 'new',
    triggerSource: '',
    isActive: false,
    steps: [
      {
        key: stepKey(),
        delayDays: '0',
        subject: 'Your {{project_type}}: next steps',
        body: 'Hello {{first_name}},\n\nThank you for telling us about your project. From what you shared, a cellar like yours comes to {{estimate}}.\n\nThe next step is a free consultation, at your home or by video: reply with two times that suit you.\n\nWarm regards,\nThe WineCellarGPT team',
      },
      {
        key: stepKey(),
        delayDays: '3',
        subject: 'A few questions about your cellar',
        body: 'Hello {{first_name}},\n\nTo plan your cellar well we usually ask where the room is, how many bottles you keep today and how many you expect to keep in five years. You mentioned {{timeline}}, which leaves good time for design.\n\nA short reply is all we need.\n\nWarm regards,\nThe WineCellarGPT team',
      },
      {
        key: stepKey(),
        delayDays: '7',
        subject: 'Still thinking about your cellar?',
        body: 'Hello {{first_name}},\n\nIf now is not the right time, no problem: we are here when you are ready. If you would like the consultation, just reply to this email.\n\nWarm regards,\nThe WineCellarGPT team',
      },
    ],
  };
}

export function draftOf(saved: SavedSequence): SequenceDraft {
  return {
    name: saved.name,
    triggerStatus: saved.trigger_status,
    triggerSource: saved.trigger_source ?? '',
    isActive: saved.is_active,
    steps: saved.steps.map((step) => ({ key: stepKey(), delayDays: String(step.delayDays), subject: step.subject, body: step.body })),
  };
}

/** The draft as the schema reads it. */
export const candidateOf = (draft: SequenceDraft) => ({
  name: draft.name,
  triggerStatus: draft.triggerStatus,
  triggerSource: draft.triggerSource === '' ? null : draft.triggerSource,
  isActive: draft.isActive,
  steps: draft.steps.map((step) => ({ delayDays: step.delayDays.trim() === '' ? Number.NaN : Number(step.delayDays), subject: step.subject, body: step.body })),
});
