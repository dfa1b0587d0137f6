// Plain-text tables for the terminal: the first column left-aligned, the others right-aligned
// unless marked, so figures line up.

export interface TableOptions {
  /** Columns (by index) aligned left; column 0 always is. */
  left?: number[];
}

export function formatTable(headers: readonly string[], rows: readonly (readonly string[])[], options: TableOptions = {}): string {
  const left = new Set([0, ...(options.left ?? [])]);
  for (const row of rows) {
    if (row.length !== headers.length) throw new Error(`a row has ${row.length} cells, the table ${headers.length} columns`);
  }
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (left.has(i) ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
      .join('  ')
      .trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}
