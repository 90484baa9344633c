import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchAfterChange } from './query-client.tsx';

describe('refetchAfterChange', () => {
  it('restarts a first load already under way, so the answer includes the change', async () => {
    const client = new QueryClient();
    let database = ['received'];
    const answers: Array<(rows: string[]) => void> = [];
    const observer = new QueryObserver(client, {
      queryKey: ['admin', 'lead', '1', 'activity'],
      queryFn: () => new Promise<string[]>((resolve) => answers.push(resolve)),
    });
    const unsubscribe = observer.subscribe(() => {});
    // The first load has reached the server and read the log before the change committed.
    const staleRead = [...database];
    database = ['received', 'opened'];

    const done = refetchAfterChange(client, ['admin']);
    await expect.poll(() => answers.length).toBe(2);
    answers[0]?.(staleRead);
    answers[1]?.([...database]);
    await done;
    expect(client.getQueryData(['admin', 'lead', '1', 'activity'])).toEqual(['received', 'opened']);
    unsubscribe();
  });
});
