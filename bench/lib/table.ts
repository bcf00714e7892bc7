/** A plain-text table; `align` has one 'l' or 'r' per column (default: first left, the rest right). */
export function formatTable(
  headers: readonly string[],
  rows: ReadonlyArray<readonly (string | number)[]>,
  align = 'l' + 'r'.repeat(headers.length - 1),
): string {
  const cells = [headers, ...rows].map((row) => row.map(String));
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i]?.length ?? 0)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (align[i] === 'r' ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join(' | ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('-|-');
  return [line(cells[0]!), rule, ...cells.slice(1).map(line)].join('\n');
}
