import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ChartRange } from '../api/get-events-per-day';
import { RangeSelect } from './range-select';

function Harness({ onChange }: { onChange: (days: ChartRange) => void }) {
  const [days, setDays] = useState<ChartRange>(30);
  return (
    <RangeSelect
      value={days}
      onChange={(next) => {
        setDays(next);
        onChange(next);
      }}
    />
  );
}

describe('RangeSelect', () => {
  it('is a labelled combobox showing the chosen range, 30 days by default', () => {
    render(<Harness onChange={vi.fn()} />);
    const trigger = screen.getByRole('combobox', { name: 'Range' });
    expect(trigger).toHaveTextContent('Last 30 days');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('offers 7, 30 and 90 days and is operable with the keyboard alone', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const trigger = screen.getByRole('combobox', { name: 'Range' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Last 7 days', 'Last 30 days', 'Last 90 days']);
    expect(screen.getByRole('option', { name: 'Last 30 days' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(90);
    expect(screen.getByRole('combobox', { name: 'Range' })).toHaveTextContent('Last 90 days');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('takes a pointer choice too', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Range' }));
    await user.click(await screen.findByRole('option', { name: 'Last 7 days' }));
    expect(onChange).toHaveBeenLastCalledWith(7);
    expect(screen.getByRole('combobox', { name: 'Range' })).toHaveTextContent('Last 7 days');
  });
});
