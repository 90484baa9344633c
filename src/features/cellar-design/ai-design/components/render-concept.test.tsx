import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BRIEF } from '@domain/designer/brief.ts';
import { designConcepts } from '@domain/designer/layout.ts';
import { RenderConcept } from './render-concept.tsx';

const result = designConcepts(DEFAULT_BRIEF);
if (!result.ok) throw new Error('the default brief should give concepts');
const concept = result.concepts[0]!;

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
});

/** The panel as the prerendered page has it, opened (or not) by the visitor before React takes it over. */
async function hydrate(openedFirst: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<RenderConcept concept={concept} brief={DEFAULT_BRIEF} />);
  document.body.append(container);
  if (openedFirst) {
    const panel = container.querySelector('details')!;
    const toggled = new Promise((resolve) => panel.addEventListener('toggle', resolve, { once: true }));
    panel.open = true;
    // The browser's toggle event goes out before React is there to hear it.
    await toggled;
  }
  await act(async () => {
    hydrateRoot(container, <RenderConcept concept={concept} brief={DEFAULT_BRIEF} />);
  });
}

describe('RenderConcept', () => {
  // The opened panel's `open` attribute is not in the server HTML: React (development build) reports it.
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));

  it('opened before hydration (its toggle event had no listener), the image form still loads', async () => {
    await hydrate(true);
    expect(await screen.findByLabelText('Runware API key', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('closed, nothing of the form loads', async () => {
    await hydrate(false);
    expect(screen.queryByText('Loading the image form...')).toBeNull();
    expect(screen.queryByLabelText('Runware API key')).toBeNull();
  });
});
