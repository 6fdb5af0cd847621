import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Column } from './columns';
import { SortHeader, SortTh } from './sort-header';

const issued: Column<object> = { id: 'issued', header: 'Issued', cell: () => null, sort: 'issued', sortFirst: 'desc' };
const number: Column<object> = { id: 'number', header: 'Number', cell: () => null, sort: 'number' };

function header(column: Column<object>, value: string) {
  const onChange = vi.fn();
  render(
    <div role="table">
      <div role="row">
        <SortHeader column={column} sort={{ value, onChange }} />
      </div>
    </div>,
  );
  return onChange;
}

describe('SortHeader', () => {
  it('marks the sorted column with aria-sort and turns the order around on a click', async () => {
    const onChange = header(issued, '-issued');
    expect(screen.getByRole('columnheader').getAttribute('aria-sort')).toBe('descending');
    await userEvent.click(screen.getByRole('button', { name: /Issued/ }));
    expect(onChange).toHaveBeenCalledWith('issued');
  });

  it('leaves aria-sort off another column, whose first click sorts its own first way', async () => {
    const first = header(issued, 'number');
    expect(screen.getByRole('columnheader').hasAttribute('aria-sort')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: /Issued/ }));
    expect(first).toHaveBeenCalledWith('-issued');
  });

  it('sorts ascending first when the column says nothing, and is plain text without a sort', async () => {
    const onChange = header(number, '-issued');
    await userEvent.click(screen.getByRole('button', { name: /Number/ }));
    expect(onChange).toHaveBeenCalledWith('number');
  });
});

describe('SortTh', () => {
  it('is a column header with aria-sort whose button sorts, and plain text without a sort', async () => {
    const onChange = vi.fn();
    render(
      <table>
        <thead>
          <tr>
            <SortTh sortKey="size" first="desc" sort={{ value: 'name', onChange }}>
              Size
            </SortTh>
            <SortTh sortKey="name" sort={{ value: 'name', onChange }}>
              Name
            </SortTh>
            <SortTh>Actions</SortTh>
          </tr>
        </thead>
      </table>,
    );
    const [size, name, actions] = screen.getAllByRole('columnheader');
    expect(size!.hasAttribute('aria-sort')).toBe(false);
    expect(name!.getAttribute('aria-sort')).toBe('ascending');
    expect(actions!.querySelector('button')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /Size/ }));
    expect(onChange).toHaveBeenLastCalledWith('-size');
    await userEvent.click(screen.getByRole('button', { name: /Name/ }));
    expect(onChange).toHaveBeenLastCalledWith('-name');
  });
});
