import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RadioCardList } from './radio-card-list.tsx';

const ITEMS = [
  { id: 'a', name: 'Rita Levi', total: 100 },
  { id: 'b', name: 'Sam Oduya', total: 250 },
];

describe('RadioCardList', () => {
  it('checks and outlines the chosen item, and hands back the item chosen', () => {
    const onChoose = vi.fn();
    render(<RadioCardList name="pick" testId="picks" items={ITEMS} chosenId="a" onChoose={onChoose} title={(item) => item.name} detail={(item) => `$${item.total}`} />);
    const rita = screen.getByRole('radio', { name: 'Rita Levi$100' });
    const sam = screen.getByRole('radio', { name: 'Sam Oduya$250' });
    expect(rita).toBeChecked();
    expect(sam).not.toBeChecked();
    expect(rita.closest('label')).toHaveClass('border-gold-400');
    expect(sam.closest('label')).toHaveClass('border-cellar-600');
    fireEvent.click(sam);
    expect(onChoose).toHaveBeenCalledWith(ITEMS[1]);
  });
});
