// The category dropdown draws Radix's closed trigger itself and loads Radix's Select only when
// the member turns to it (docs/architecture.md#members-pages).
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CategorySelect } from './category-select';

const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./category-select-menu', async (importOriginal) => {
  loads.count += 1;
  return importOriginal();
});

const categories = [
  { id: 'understanding-stis', name: 'Understanding STIs' },
  { id: 'testing', name: 'Testing' },
];

describe('CategorySelect', () => {
  it('shows the chosen category without Radix, then opens its list on the first press and changes the value', async () => {
    const onChange = vi.fn();
    render(<CategorySelect value="understanding-stis" categories={categories} onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Category' });
    expect(trigger).toHaveTextContent('Understanding STIs');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(loads.count).toBe(0);

    const user = userEvent.setup();
    await user.click(trigger);
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(loads.count).toBe(1);
    await user.click(screen.getByRole('option', { name: 'Testing' }));
    expect(onChange).toHaveBeenCalledWith('testing');
  });

  it('keeps the focus when the keyboard reaches it, and opens on ArrowDown', async () => {
    render(<CategorySelect value="all" categories={categories} onChange={() => undefined} />);
    const plain = screen.getByRole('combobox', { name: 'Category' });
    expect(plain).toHaveTextContent('All categories');
    const user = userEvent.setup();
    await user.tab();
    // Radix's trigger replaces the plain one once loaded, and takes the focus over.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Category' })).not.toBe(plain));
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
  });
});
