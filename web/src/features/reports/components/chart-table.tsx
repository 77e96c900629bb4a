/**
 * A chart's figures as a table: hidden on screen (the chart and its summary show them), read by
 * screen readers and printed. One header row (the row header's column, then the columns), one
 * row per category with its header cell.
 */
export function ChartTable({
  title,
  rowHeader,
  columns,
  rows,
}: {
  title: string;
  rowHeader: string;
  columns: readonly { key: string; label: string }[];
  rows: readonly { key: string; label: string; cells: readonly string[] }[];
}) {
  return (
    <table className="visually-hidden report-chart__table">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th scope="col">{rowHeader}</th>
          {columns.map((column) => (
            <th scope="col" key={column.key}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {row.cells.map((cell, index) => (
              <td key={columns[index]?.key ?? index}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
