import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { z } from 'zod';
import { MAILBOX_SEARCH } from '@contract/search-text';
import { FilterBar, type FilterField, type SearchSpec } from './filter-bar';

interface Filters {
  q?: string;
  status?: 'open' | 'closed';
  from?: string;
  to?: string;
}

const search: SearchSpec = {
  label: 'Search',
  placeholder: 'name…',
  schema: z.string().trim().max(10, 'At most 10 characters').optional(),
};
const fields = (f: Filters): FilterField<Filters>[] => [
  {
    kind: 'select',
    name: 'status',
    label: 'Status',
    anyLabel: 'Any status',
    options: ['open', 'closed'],
    optionLabels: { open: 'Open' },
    hint: f.status === 'open' ? 'Includes late' : undefined,
  },
  { kind: 'date', name: 'from', label: 'From' },
  {
    kind: 'date',
    name: 'to',
    label: 'To',
    min: f.from,
    error: f.from && f.to && f.from > f.to ? 'Pick a later date' : undefined,
  },
];

function setup(initial: Filters, spec: SearchSpec = search) {
  const onFilters = vi.fn();
  const ui = (f: Filters) => (
    <FilterBar
      label="Filter things"
      className="grid"
      filters={f}
      onFilters={onFilters}
      search={spec}
      fields={fields(f)}
    >
      <p>extra control</p>
    </FilterBar>
  );
  const view = render(ui(initial));
  return { onFilters, rerender: (f: Filters) => view.rerender(ui(f)) };
}

/** The text of the elements that describe a control (hint, limits, error). */
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('FilterBar', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is a labelled search landmark with every control named, plus the extra children', () => {
    setup({});
    const form = screen.getByRole('search', { name: 'Filter things' });
    expect(within(form).getByRole('searchbox', { name: 'Search' }).getAttribute('placeholder')).toBe('name…');
    const status = within(form).getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Any status', 'Open', 'closed']);
    expect(within(form).getByLabelText('From').getAttribute('type')).toBe('date');
    expect(within(form).getByText('extra control')).toBeTruthy();
    expect(within(form).getByText('0 / 10')).toBeTruthy();
  });

  it('waits for a pause in typing, then sends the trimmed text once, keeping the other filters', () => {
    const { onFilters } = setup({ status: 'open' });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(box, { target: { value: 'we' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(box, { target: { value: ' web ' } });
    act(() => vi.advanceTimersByTime(299));
    expect(onFilters).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onFilters).toHaveBeenCalledTimes(1);
    expect(onFilters).toHaveBeenCalledWith({ status: 'open', q: 'web' });
  });

  it('clearing the box removes q; text the contract refuses is explained and never sent', () => {
    const { onFilters } = setup({ q: 'web' });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect((box as HTMLInputElement).value).toBe('web');
    fireEvent.change(box, { target: { value: 'x'.repeat(11) } });
    act(() => vi.advanceTimersByTime(1000));
    expect(onFilters).not.toHaveBeenCalled();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(description(box)).toMatch(/At most 10 characters/);
    fireEvent.change(box, { target: { value: '' } });
    act(() => vi.advanceTimersByTime(300));
    expect(onFilters).toHaveBeenCalledWith({ q: undefined });
  });

  it('checks the text with a zod-free contract rule the same way: limit shown, over-long text refused', () => {
    const { onFilters } = setup({}, { label: 'Search', placeholder: 'name…', rule: MAILBOX_SEARCH });
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(screen.getByText('0 / 100')).toBeInstanceOf(HTMLElement);
    expect(description(box)).toMatch(/Up to 100 characters/);
    fireEvent.change(box, { target: { value: ` ${'x'.repeat(101)} ` } });
    act(() => vi.advanceTimersByTime(1000));
    expect(onFilters).not.toHaveBeenCalled();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(description(box)).toMatch(/At most 100 characters/);
    fireEvent.change(box, { target: { value: ` ${'x'.repeat(100)} ` } });
    act(() => vi.advanceTimersByTime(300));
    expect(onFilters).toHaveBeenCalledWith({ q: 'x'.repeat(100) });
  });

  it('follows the filters when they change from outside (back button, reset link)', () => {
    const { rerender, onFilters } = setup({ q: 'web' });
    rerender({});
    expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(onFilters).not.toHaveBeenCalled();
  });

  it('selects and dates change the filters at once; the empty choice removes the param', () => {
    const { onFilters, rerender } = setup({ q: 'web' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: 'closed' } });
    expect(onFilters).toHaveBeenLastCalledWith({ q: 'web', status: 'closed' });
    rerender({ q: 'web', status: 'open' });
    expect(description(screen.getByRole('combobox', { name: 'Status' }))).toMatch('Includes late');
    fireEvent.change(screen.getByRole('combobox', { name: 'Status' }), { target: { value: '' } });
    expect(onFilters).toHaveBeenLastCalledWith({ q: 'web', status: undefined });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    expect(onFilters).toHaveBeenLastCalledWith({ q: 'web', status: 'open', from: '2026-02-01' });
  });

  it('a date field carries its min and its error', () => {
    setup({ from: '2026-02-01', to: '2026-01-01' });
    const to = screen.getByLabelText('To');
    expect(to.getAttribute('min')).toBe('2026-02-01');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(description(to)).toMatch('Pick a later date');
  });

  it('can leave out the length counter and wrap controls for sizing', () => {
    const { container } = render(
      <FilterBar
        label="Filter more"
        className="flex"
        filters={{}}
        onFilters={() => {}}
        search={{ ...search, counter: false, className: 'w-48' }}
        fields={[]}
      />,
    );
    expect(within(container).queryByText('0 / 10')).toBeNull();
    expect(screen.getByRole('searchbox').closest('div.w-48')).not.toBeNull();
  });
});
