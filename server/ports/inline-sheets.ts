import { readPastedText, readSheet } from '../domains/sheets'
import type { SheetReader } from './index'

/**
 * Spreadsheets read on the request's own event loop: the Worker's reader (workerd has no threads;
 * each request has its own CPU limit), and Node's when the thread script is not built (`npm run
 * dev`). What the reader refuses bounds the work: sizes, lines, columns, merges, shared strings.
 */
export const inlineSheetReader: SheetReader = {
  readFile: (bytes, options) => readSheet(bytes, options),
  readText: async (text, options) => readPastedText(text, options),
}
