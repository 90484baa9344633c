import { act } from '@testing-library/react';
import { useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useTypedBeforeHydration } from './use-typed-before-hydration.ts';

/** A controlled box like the site search: its state starts empty, as it was prerendered. */
function Box() {
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, setValue);
  return (
    <>
      <input ref={input} aria-label="Search" value={value} onChange={(event) => setValue(event.target.value)} />
      <output>{value}</output>
    </>
  );
}

describe('useTypedBeforeHydration', () => {
  it('adopts what was typed into the prerendered box before hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Box />);
    document.body.append(container);
    container.querySelector('input')!.value = 'vapor barrier';

    await act(async () => {
      hydrateRoot(container, <Box />);
    });
    expect(container.querySelector('input')!.value).toBe('vapor barrier');
    expect(container.querySelector('output')!.textContent).toBe('vapor barrier');
    container.remove();
  });

  it('leaves an untouched box and a box mounted on the client alone', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Box />);
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Box />);
    });
    expect(container.querySelector('output')!.textContent).toBe('');
    container.remove();
  });
});
