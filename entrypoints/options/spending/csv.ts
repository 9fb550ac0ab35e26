/** The ledger's last requests as CSV (RFC 4180 quoting; a cell that a spreadsheet would run as a formula is quoted with '). */
import type { SpendingSummary } from '@/utils/contract/spending-schema';
import { PLAN_NAMES } from '@/utils/ui-safe/spending';

type Entry = NonNullable<SpendingSummary['recent']>[number];

const cell = (value: string | number): string => {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Amounts in US$ with six decimals (exact micro-dollars), times in ISO 8601 (UTC). */
export function ledgerCsv(entries: readonly Entry[]): string {
  const head = ['time', 'plan', 'endpoint', 'surface', 'outcome', 'cost_usd', 'price', 'query'];
  const rows = entries.map((e) =>
    [
      new Date(e.at).toISOString(),
      PLAN_NAMES[e.plan],
      e.endpoint,
      e.surface,
      e.outcome,
      (e.micros / 1_000_000).toFixed(6),
      e.basis,
      e.q ?? '',
    ].map(cell),
  );
  return [head, ...rows].map((row) => row.join(',')).join('\r\n') + '\r\n';
}

/** Saves the text as a file, in the click that asked for it (a Blob URL, revoked afterwards). */
export function download(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
