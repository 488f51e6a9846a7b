/**
 * CSV for exports the console hands to people who open them in a spreadsheet (issue 32):
 * RFC 4180 — records end in CRLF; a field holding a comma, a quote, CR or LF is quoted, its quotes
 * doubled — with a UTF-8 byte order mark so that Excel reads non-Latin text right.
 *
 * Formula injection (OWASP "CSV Injection"): a field starting with = + - @ (or a tab or CR, which
 * some spreadsheets skip before looking) would be run as a formula by the spreadsheet that opens
 * the file; it is prefixed with an apostrophe, which spreadsheets show as text and do not run.
 *
 * Written here rather than by the xlsx package's sheet_to_csv: with CRLF records that one leaves a
 * field holding a lone LF unquoted, which breaks the record in two.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** One field, guarded against formulas and quoted when it has to be. */
export function csvField(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A whole file: a header row and records, CRLF after each, with the UTF-8 BOM in front. */
export function csvFile(rows: (string | number | null | undefined)[][]): Uint8Array<ArrayBuffer> {
  const text = rows.map((r) => r.map(csvField).join(',') + '\r\n').join('')
  return new TextEncoder().encode(`\uFEFF${text}`) as Uint8Array<ArrayBuffer>
}
