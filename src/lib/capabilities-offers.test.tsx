import { render, screen, act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTHING_ON, type Capabilities } from '@domain/ai/capabilities.ts';
import { setCapabilities } from '@/lib/capabilities.ts';
import { WrittenAnswer } from '@/features/cellar-design/semantic-search/components/written-answer.tsx';
import { NarrativePanel } from '@/features/cellar-design/ai-design/components/narrative-panel.tsx';
import type { WrittenAnswerState } from '@/features/cellar-design/semantic-search/use-written-answer.ts';
import type { NarrativeState } from '@/features/cellar-design/ai-design/use-narratives.ts';

const switchedOn = (on: Partial<Capabilities>) => setCapabilities({ ...NOTHING_ON, ...on });

const idleAnswer: WrittenAnswerState = { for: null, busy: false, error: null, text: null, note: null, parts: null };
const idleNarrative: NarrativeState = { for: null, busy: false, error: null, byConcept: {}, parts: null };

afterEach(() => {
  setCapabilities(null);
  vi.restoreAllMocks();
});

describe('a button that needs a model is offered only when the business has one switched on', () => {
  it('the written answer and the design narrative are not offered without a text model, and say nothing of servers or configuration', () => {
    switchedOn({ vision: true, transcription: true });
    const { container } = render(
      <>
        <WrittenAnswer state={idleAnswer} onAsk={() => {}} />
        <NarrativePanel state={idleNarrative} onAsk={() => {}} />
      </>,
    );
    expect(screen.queryByRole('button', { name: 'Write a short answer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Write the narratives' })).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('with a text model on, both are offered in the customer’s words', async () => {
    const onAsk = vi.fn();
    switchedOn({ text: true });
    render(
      <>
        <WrittenAnswer state={idleAnswer} onAsk={onAsk} />
        <NarrativePanel state={idleNarrative} onAsk={onAsk} />
      </>,
    );
    await act(async () => screen.getByRole('button', { name: 'Write a short answer' }).click());
    await act(async () => screen.getByRole('button', { name: 'Write the narratives' }).click());
    expect(onAsk).toHaveBeenCalledTimes(2);
    expect(document.body.textContent).not.toMatch(/configured|our server/i);
  });
});
