/** Markdown for the benchmark report: tables, ratios and goal marks. */

/** A Markdown table; `align` has one 'l' or 'r' per column. */
export function table(header, rows, align = header.map((_, i) => (i === 0 ? 'l' : 'r'))) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(align.map((a) => (a === 'r' ? '---:' : '---'))), ...rows.map(line)].join('\n');
}

/** "0.93×" */
export const times = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '—');

/** A goal cell: "ok", or a bold miss anyone scanning the file sees. */
export const mark = (ok) => (ok ? 'ok' : '**MISS**');

export const kb = (bytes) => (bytes / 1000).toFixed(1);

export const ms = (value) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 1 : 0) : '—');

export const perSecond = (value) => (Number.isFinite(value) ? value.toFixed(0) : '—');

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** "lowest–highest of total" over a page's runs ("3 of 18" when they agree), or — when no run says. */
export function rangeOf(counts, total) {
  const known = counts.filter(Number.isFinite);
  if (known.length === 0) return '—';
  const low = Math.min(...known);
  const high = Math.max(...known);
  return `${low === high ? low : `${low}–${high}`} of ${total}`;
}
