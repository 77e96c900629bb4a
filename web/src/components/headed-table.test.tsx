import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HeadedTable } from './headed-table';

const TABLE = {
  className: 'data-table',
  caption: 'Commission by month',
  columns: ['Month', 'Clients', 'Commission'],
  rows: [
    { key: 'jan', head: 'January', cells: ['4', '$120.00'] },
    { key: 'feb', head: 'February', cells: ['6', '$180.00'] },
  ],
};

describe('HeadedTable', () => {
  it('heads each column and each row', () => {
    render(<HeadedTable {...TABLE} />);
    const table = screen.getByRole('table', { name: 'Commission by month' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(
      TABLE.columns,
    );
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual([
      'January',
      'February',
    ]);
    // Without a frame, no region around it.
    expect(table.parentElement?.getAttribute('role')).toBeNull();
  });

  it('scrolls in a frame the keyboard reaches, named by its caption', async () => {
    render(
      <>
        <button type="button">Before</button>
        <HeadedTable {...TABLE} frameClassName="table-wrap" />
      </>,
    );
    const frame = screen.getByRole('group', { name: 'Commission by month' });
    expect(frame).toHaveClass('table-wrap');
    expect(frame).toContainElement(screen.getByRole('table', { name: 'Commission by month' }));
    await userEvent.tab();
    await userEvent.tab();
    expect(frame).toHaveFocus();
  });
});
