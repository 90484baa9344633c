import { act, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { holdForSection } from '@/lib/hydration.ts';
import { SiteRouter } from './site-router.tsx';

/**
 * A part of the page that is still waiting for its code (as a deferred
 * section is before it hydrates): it suspends whenever it renders after the
 * first time. An urgent update that reaches it swaps it for its fallback;
 * a transition keeps what is shown until the code is in.
 */
const never = new Promise<never>(() => {});
let renders = 0;
function LatePart() {
  useLocation();
  renders += 1;
  if (renders > 1) use(never);
  return <p>The article text</p>;
}

let navigate: NavigateFunction = () => {};
function Navigator() {
  navigate = useNavigate();
  const { pathname, hash } = useLocation();
  return (
    <>
      <span data-testid="path">{pathname}</span>
      <span data-testid="hash">{hash}</span>
    </>
  );
}

function renderSite({ late = true } = {}) {
  renders = 0;
  window.history.replaceState(null, '', '/resources/technical-guide');
  return render(
    <SiteRouter>
      <Navigator />
      <Suspense fallback={<p>Loading</p>}>{late && <LatePart />}</Suspense>
    </SiteRouter>,
  );
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the site router', () => {
  it('a jump within the page (the hash alone) never takes away what is shown', async () => {
    renderSite();
    await act(async () => navigate('#where-does-the-vapor-barrier-go'));
    expect(screen.getByText('The article text')).toBeVisible();
    expect(screen.queryByText('Loading')).toBeNull();
    // The browser's own jump to a fragment arrives as a popstate: the same.
    await act(async () => {
      window.history.pushState(null, '', '#what-r-values');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    expect(screen.getByText('The article text')).toBeVisible();
  });

  it('while a part of the page still waits for its code, the router hears of the jump only once it has hydrated', async () => {
    renderSite({ late: false });
    const hashShown = () => screen.getByTestId('hash').textContent;
    const release = holdForSection();
    await act(async () => navigate('#cooling'));
    expect(window.location.hash).toBe('#cooling');
    expect(hashShown()).toBe('');
    await act(async () => release());
    expect(hashShown()).toBe('#cooling');
  });

  it('a jump still waiting is dropped when the reader goes to another page first', async () => {
    renderSite({ late: false });
    const release = holdForSection();
    await act(async () => navigate('#cooling'));
    await act(async () => navigate('/blog'));
    await act(async () => release());
    expect(window.location.pathname).toBe('/blog');
    expect(screen.getByTestId('path').textContent).toBe('/blog');
  });

  it('a visit to another page is urgent: its loading state shows at once', async () => {
    renderSite();
    await act(async () => navigate('/blog'));
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });

  it('a change of the query on the same page is a visit too, not a jump', async () => {
    renderSite();
    await act(async () => navigate('?tag=cooling'));
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });
});
