import { act, render, screen } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { prerendered } from './prerendered.tsx';

function Section() {
  return (
    <section id="static">
      <h2>Prerendered heading</h2>
      <Link to="/quote">Get a quote</Link>
      <a href="/guide.pdf">The guide</a>
    </section>
  );
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The page around the section, with a piece of state so it can be made to re-render. */
function Page({ Static }: { Static: ComponentType }) {
  const [count, setCount] = useState(0);
  return (
    <>
      <button type="button" onClick={() => setCount(count + 1)}>
        Re-render {count}
      </button>
      <Static />
    </>
  );
}

const app = (Static: ComponentType) => (
  <MemoryRouter initialEntries={['/']}>
    <Routes>
      <Route path="/" element={<Page Static={Static} />} />
      <Route path="*" element={<Where />} />
    </Routes>
  </MemoryRouter>
);

describe('prerendered', () => {
  it('keeps the server HTML while hydrating without loading the section, survives re-renders, and routes its links', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Section }));
    const Static = prerendered(load);
    // The server's HTML, as the prerenderer writes it: the component inside the wrapper.
    const serverHtml = renderToString(
      app(() => (
        <div className="contents">
          <Section />
        </div>
      )),
    );
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const recoverable = vi.fn();

    await act(async () => {
      hydrateRoot(container, app(Static), { onRecoverableError: recoverable });
    });
    expect(container.innerHTML).toBe(serverHtml);
    expect(load).not.toHaveBeenCalled();
    expect(recoverable).not.toHaveBeenCalled();

    // A re-render of the page around it writes nothing into the kept block.
    await act(async () => screen.getByRole('button', { name: 'Re-render 0' }).click());
    expect(screen.getByRole('heading', { name: 'Prerendered heading' })).toBeInTheDocument();

    // A file link is left to the browser; an internal link goes through the router.
    let leftToBrowser: boolean | undefined;
    const seeAndStop = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', seeAndStop);
    screen.getByRole('link', { name: 'The guide' }).click();
    window.removeEventListener('click', seeAndStop);
    expect(leftToBrowser).toBe(true);
    await act(async () => screen.getByRole('link', { name: 'Get a quote' }).click());
    expect(screen.getByTestId('where')).toHaveTextContent('/quote');
    expect(load).not.toHaveBeenCalled();
    container.remove();
  });

  it('renders the section from its component when mounted fresh (client-side navigation)', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Section }));
    const Static = prerendered(load);
    render(app(Static));
    expect(await screen.findByRole('heading', { name: 'Prerendered heading' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('gives the kept HTML its plain DOM behaviour, and takes it away on unmount', async () => {
    const cleanup = vi.fn();
    const enhance = vi.fn((element: HTMLElement) => {
      expect(element.querySelector('#static')).not.toBeNull();
      return cleanup;
    });
    const Static = prerendered(() => Promise.resolve({ default: Section }), { enhance });
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      app(() => (
        <div className="contents">
          <Section />
        </div>
      )),
    );
    document.body.append(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, app(Static));
    });
    expect(enhance).toHaveBeenCalledTimes(1);
    act(() => root?.unmount());
    expect(cleanup).toHaveBeenCalledTimes(1);
    container.remove();
  });
});
