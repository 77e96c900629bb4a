import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableColumn } from './data-table';

interface Person {
  id: string;
  name: string;
  city: string;
}

const COLUMNS: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name', cell: (person) => person.name, rowHeader: true },
  { id: 'city', header: 'City', cell: (person) => person.city, className: 'city-cell' },
];

const PEOPLE: Person[] = [
  { id: 'a', name: 'Amina', city: 'Mombasa' },
  { id: 'b', name: 'Baraka', city: 'Nairobi' },
];

describe('DataTable', () => {
  it('renders a captioned table with column headers and one row per item', () => {
    render(<DataTable caption="People" columns={COLUMNS} rows={PEOPLE} rowKey={(p) => p.id} />);
    const table = screen.getByRole('table', { name: 'People' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'City']);
    headers.forEach((header) => expect(header).toHaveAttribute('scope', 'col'));
    const [first, second, ...rest] = within(table).getAllByRole('row').slice(1);
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(rest).toHaveLength(0);
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Amina');
    expect(within(second!).getByRole('cell')).toHaveTextContent('Nairobi');
    expect(within(second!).getByRole('cell')).toHaveClass('city-cell');
    expect(screen.getByText('People')).not.toHaveClass('visually-hidden');
  });

  it('can hide the caption visually and keep it as the accessible name', () => {
    render(
      <DataTable
        caption="People"
        captionHidden
        columns={COLUMNS}
        rows={PEOPLE}
        rowKey={(p) => p.id}
      />,
    );
    expect(screen.getByRole('table', { name: 'People' })).toBeInTheDocument();
    expect(screen.getByText('People')).toHaveClass('visually-hidden');
  });

  it('shows the empty text instead of a table when there are no rows', () => {
    render(
      <DataTable
        caption="People"
        columns={COLUMNS}
        rows={[]}
        rowKey={(p) => p.id}
        empty="Nobody yet."
        emptyClassName="custom-empty"
      />,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Nobody yet.')).toHaveClass('custom-empty');
  });

  it('scrolls in a frame the keyboard reaches, named by the caption', () => {
    render(<DataTable caption="People" columns={COLUMNS} rows={PEOPLE} rowKey={(p) => p.id} />);
    const frame = screen.getByRole('group', { name: 'People' });
    expect(frame).toHaveAttribute('tabindex', '0');
    expect(frame).toContainElement(screen.getByRole('table', { name: 'People' }));
  });

  it('marks the table busy while its rows are replaced', () => {
    const { container } = render(
      <DataTable caption="People" columns={COLUMNS} rows={PEOPLE} rowKey={(p) => p.id} busy />,
    );
    expect(container.querySelector('.table-wrap')).toHaveAttribute('aria-busy', 'true');
  });
});
