import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EditableList } from './editable-list.tsx';

type Item = { id: number; label: string };

function renderList(items: Item[], onChange = vi.fn(), onAdd = vi.fn()) {
  render(
    <EditableList
      legend="Things"
      items={items}
      error={undefined}
      limits={{ min: 1, max: 2 }}
      nameOf={(item, index) => item.label || `Thing ${index + 1}`}
      onChange={onChange}
      addLabel="Add a thing"
      onAdd={onAdd}
    >
      {(item, _index, update) => (
        <button type="button" onClick={() => update({ label: `${item.label}!` })}>
          Rename {item.id}
        </button>
      )}
    </EditableList>,
  );
  return { onChange, onAdd };
}

// jsdom joins "Remove" and the hidden name without the space a browser reads, hence the optional space in the names below.
describe('EditableList', () => {
  it('patches and removes the entry acted on, by id, and keeps the others', () => {
    const { onChange } = renderList([
      { id: 7, label: 'a' },
      { id: 9, label: '' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Rename 9' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { id: 7, label: 'a' },
      { id: 9, label: '!' },
    ]);
    fireEvent.click(screen.getByRole('button', { name: /^Remove ?Thing 2$/ }));
    expect(onChange).toHaveBeenLastCalledWith([{ id: 7, label: 'a' }]);
  });

  it('stops Remove at the minimum and Add at the maximum', () => {
    renderList([{ id: 1, label: 'only' }]);
    expect(screen.getByRole('button', { name: /^Remove ?only$/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add a thing' })).toBeEnabled();
  });

  it('disables Add once the list is full', () => {
    const { onAdd } = renderList([
      { id: 1, label: 'a' },
      { id: 2, label: 'b' },
    ]);
    expect(screen.getByRole('button', { name: 'Add a thing' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /^Remove ?a$/ })).toBeEnabled();
    expect(onAdd).not.toHaveBeenCalled();
  });
});
