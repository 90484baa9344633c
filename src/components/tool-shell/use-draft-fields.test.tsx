import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useDraftFields } from './use-tool-state.ts';

describe('useDraftFields', () => {
  it('gives a field its own value and error, and a setter that patches only its key', () => {
    const change = vi.fn();
    const { result } = renderHook(() => useDraftFields({ length: '10', width: '8' }, { width: 'Enter a width' }, change));
    const width = result.current.field('width');
    expect(width.value).toBe('8');
    expect(width.error).toBe('Enter a width');
    expect(result.current.field('length').error).toBeUndefined();
    width.onChange('9');
    expect(change).toHaveBeenCalledWith({ width: '9' });
  });

  it('keeps each setter the same across renders, so memoized fields do not re-render', () => {
    const change = vi.fn();
    const { result, rerender } = renderHook(({ draft }) => useDraftFields(draft, {}, change), { initialProps: { draft: { length: '10' } } });
    const before = result.current.field('length').onChange;
    rerender({ draft: { length: '11' } });
    expect(result.current.field('length').value).toBe('11');
    expect(result.current.field('length').onChange).toBe(before);
    expect(result.current.set('length')).toBe(before);
  });

  it('gives a new change its own setters, so a field never writes through the one it was given before', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { result, rerender } = renderHook(({ change }) => useDraftFields({ length: '10' }, {}, change), { initialProps: { change: first } });
    const before = result.current.field('length').onChange;
    rerender({ change: second });
    const after = result.current.field('length').onChange;
    expect(after).not.toBe(before);
    after('12');
    expect(second).toHaveBeenCalledWith({ length: '12' });
    expect(first).not.toHaveBeenCalled();
  });
});
