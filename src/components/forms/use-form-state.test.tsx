import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { firstWithError, focusControl, useFormState, useSending } from './use-form-state.ts';

describe('useFormState', () => {
  it('keeps values as typed and clears a field’s error when it is edited, not the others’', () => {
    const { result } = renderHook(() => useFormState({ email: '', phone: '' }));
    act(() => result.current.setErrors({ email: 'Enter your email address', phone: 'Enter a phone number we can call' }));
    act(() => result.current.text('email').onChange({ target: { value: 'ana@' } } as never));
    expect(result.current.values).toEqual({ email: 'ana@', phone: '' });
    expect(result.current.errors).toEqual({ phone: 'Enter a phone number we can call' });
  });

  it('names the first field with an error in the form’s order', () => {
    expect(firstWithError(['projectType', 'location', 'email'], { email: 'x', location: 'y' })).toBe('location');
    expect(firstWithError(['a', 'b'], {})).toBeUndefined();
  });

  it('focuses a named control, the first radio of a group', () => {
    document.body.innerHTML = '<form><input type="radio" name="kind" value="a"><input type="radio" name="kind" value="b"><input name="email"></form>';
    const form = document.querySelector('form');
    focusControl(form, 'kind');
    expect(document.activeElement).toBe(document.querySelector('input[value="a"]'));
    focusControl(form, 'email');
    expect(document.activeElement).toBe(document.querySelector('input[name="email"]'));
  });
});

describe('useSending', () => {
  it('runs one send at a time and is busy until it settles', async () => {
    const { result } = renderHook(() => useSending());
    let release!: () => void;
    let calls = 0;
    const task = () => {
      calls += 1;
      return new Promise<void>((resolve) => (release = resolve));
    };
    act(() => result.current.run(task));
    act(() => result.current.run(task));
    expect(calls).toBe(1);
    expect(result.current.busy).toBe(true);
    await act(async () => release());
    expect(result.current.busy).toBe(false);
    act(() => result.current.run(task));
    expect(calls).toBe(2);
  });
});
