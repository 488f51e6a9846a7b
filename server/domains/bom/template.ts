import * as XLSX from 'xlsx'
import type { Translate } from '../../../locales/translator'

/**
 * The BOM template (spec: "template download"): one sheet with the columns a BOM upload reads —
 * part number, manufacturer, quantity — named in the asker's language, and one example line.
 */
export function bomTemplate(t: Translate): Uint8Array<ArrayBuffer> {
  const sheet = XLSX.utils.aoa_to_sheet([
    [t('product.partNumber'), t('product.manufacturer'), t('product.qty')],
    ['LM358DR', 'Texas Instruments', 100],
  ])
  sheet['!cols'] = [{ wch: 28 }, { wch: 28 }, { wch: 12 }]
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, sheet, 'BOM')
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)
}
