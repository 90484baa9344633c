import { render, screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryClient } from './query-client.tsx';
import { withQueries } from './with-queries.tsx';

function Reader({ label }: { label: string }) {
  const client = useQueryClient();
  return <p>{client === queryClient ? `${label} has the app's client` : `${label} has another client`}</p>;
}

describe('withQueries', () => {
  it('renders the component with its props inside the app query client', () => {
    const Wrapped = withQueries(Reader);
    render(<Wrapped label="The chunk" />);
    expect(screen.getByText("The chunk has the app's client")).toBeInTheDocument();
  });

  it('names the wrapper after the component', () => {
    expect(withQueries(Reader).displayName).toBe('withQueries(Reader)');
  });
});
