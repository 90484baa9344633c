import type { ComponentType } from 'react';
import { WithQueries } from './query-client.tsx';

/**
 * A chunk that reads server state, as its default export: the component
 * inside the app's query client, so TanStack Query loads with the chunk and
 * never with the page that loads it on demand.
 */
export function withQueries<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function Queried(props: P) {
    return (
      <WithQueries>
        <Component {...props} />
      </WithQueries>
    );
  }
  Queried.displayName = `withQueries(${Component.displayName ?? Component.name})`;
  return Queried;
}
