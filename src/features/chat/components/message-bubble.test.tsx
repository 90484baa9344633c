import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageBubble } from './message-bubble.tsx';

const reply = (content: string) => ({ id: 'a1', role: 'assistant' as const, content, timestamp: new Date('2026-11-27T10:00:00Z') });

describe('MessageBubble', () => {
  // First in the file: the renderer is loaded once per page (module state).
  it('an assistant reply is plain text until the Markdown renderer is in, then sanitized Markdown', async () => {
    const { container } = render(
      <ol>
        <MessageBubble message={reply('**Keep it at 55°F** <img src="x" onerror="alert(1)">')} />
      </ol>,
    );
    expect(container.querySelector('strong')).toBeNull();
    expect(container).toHaveTextContent('**Keep it at 55°F**');
    expect(await screen.findByText('Keep it at 55°F', { selector: 'strong' })).toBeInTheDocument();
    // DOMPurify's rules: no handler attributes, no image from a non-https source.
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('once loaded, a reply renders as Markdown at once; the visitor’s own text stays plain', () => {
    const { container } = render(
      <ol>
        <MessageBubble message={reply('- one\n- two')} />
        <MessageBubble message={{ ...reply('**not bold**'), id: 'u1', role: 'user' }} />
      </ol>,
    );
    expect(container.querySelectorAll('li li')).toHaveLength(2);
    expect(screen.getByText('**not bold**')).toBeInTheDocument();
  });
});
