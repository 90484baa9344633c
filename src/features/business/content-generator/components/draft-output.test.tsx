import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Work } from '../use-content-draft.ts';
import { DraftOutput } from './draft-output.tsx';

const outline = '---\nstatus: draft\n---\n\n# Humidity\n\n- Keep 50% to 70%. [1]';
const prose = '---\nstatus: draft\nwritten-by: AI model fake-model\n---\n\n# Humidity\n\nHold 50% to 70% [1], never 90%.';

function work(showing: Work['showing'], withProse: boolean): Work {
  return {
    draft: {
      ok: true,
      request: { format: 'faq', topic: 'humidity', audience: 'collectors' },
      title: 'What should you know about humidity?',
      markdown: outline,
      sources: [{ n: 1, label: 'Guide — Humidity', url: '/resources/wine-storage-guide#humidity', kind: 'guide', quote: 'Keep 50% to 70%.' }],
      figures: null,
      warnings: ['Only one passage covers this topic.'],
      length: null,
    },
    versions: {
      outline: { markdown: outline, parts: [{ part: 'outline', source: 'engine', by: 'content outline engine, in this browser' }], flags: [] },
      ...(withProse
        ? { prose: { markdown: prose, parts: [{ part: 'outline', source: 'engine', by: 'content outline engine' }, { part: 'prose', source: 'model', by: 'fake-model' }], flags: ['Figures no source states: 90. Check or remove them.'] } }
        : {}),
    },
    showing,
    at: '2026-11-26T10:00:00.000Z',
  };
}

type Handlers = Pick<ComponentProps<typeof DraftOutput>, 'onShow' | 'onEdit' | 'onWriteProse' | 'onClear'>;

function renderOutput(value: Work, handlers: Partial<Handlers> = {}) {
  return render(
    <MemoryRouter>
      <DraftOutput work={value} restored={false} writing={false} proseNote={null} focusKey={0} onEdit={handlers.onEdit ?? vi.fn()} onShow={handlers.onShow ?? vi.fn()} onWriteProse={handlers.onWriteProse ?? vi.fn()} onClear={handlers.onClear ?? vi.fn()} />
    </MemoryRouter>,
  );
}

describe('the draft on the page', () => {
  it('with the outline alone: no version switch, the engine named, the warnings and sources shown', () => {
    renderOutput(work('outline', false));
    expect(screen.queryByRole('group', { name: 'Version' })).toBeNull();
    expect(screen.getByTestId('result-parts').textContent).toBe('Outline: our content outline engine, in this browser');
    expect(screen.getByRole('list', { name: 'Before you use this draft' }).textContent).toContain('Only one passage covers this topic.');
    expect(screen.getByRole('link', { name: 'Guide — Humidity' }).getAttribute('href')).toBe('/resources/wine-storage-guide#humidity');
    expect((screen.getByLabelText(/Markdown of the draft/) as HTMLTextAreaElement).value).toBe(outline);
  });

  it('with the model’s prose: says it is the model’s, flags the figures to check, and switches versions', () => {
    const onShow = vi.fn<Handlers['onShow']>();
    const onEdit = vi.fn<Handlers['onEdit']>();
    renderOutput(work('prose', true), { onShow, onEdit });
    expect(screen.getByTestId('result-parts').textContent).toBe('Outline: our content outline engine · Prose: AI model fake-model');
    expect(screen.getByRole('alert').textContent).toContain('Figures no source states: 90.');
    const versions = within(screen.getByRole('group', { name: 'Version' }));
    expect(versions.getByRole('button', { name: 'Prose (AI model)' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(versions.getByRole('button', { name: 'Outline (our engine)' }));
    expect(onShow).toHaveBeenCalledWith('outline');
    fireEvent.change(screen.getByLabelText(/Markdown of the draft/), { target: { value: `${prose}\nEdited.` } });
    expect(onEdit).toHaveBeenCalledWith(`${prose}\nEdited.`);
    expect(screen.getByRole('button', { name: 'Write the prose again' })).toBeTruthy();
  });
});
