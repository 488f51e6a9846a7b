import * as XLSX from 'xlsx'
import type { BomLine, BomSummary } from '../../../contract/bom'
import type { Translate } from '../../../locales/translator'

/**
 * The BOM as matched, as an xlsx (exportBom): one line per uploaded line with what the buyer wrote
 * beside the matched part and the chosen offer, priced; then the total. Headers in the asker's
 * language; prices as numbers (the API's 5-decimal values), formatted by the spreadsheet.
 */
export function bomWorkbook(t: Translate, bom: BomSummary, lines: BomLine[]): Uint8Array<ArrayBuffer> {
  const header = [
    t('bom.row'),
    t('bom.uploadedPart'),
    t('product.manufacturer'),
    t('bom.requestedQty'),
    t('sheets.columns.customerRef'),
    t('sheets.columns.designators'),
    t('bom.matchedPart'),
    t('product.manufacturer'),
    t('bom.match'),
    t('bom.availability'),
    t('bom.unitPriceUsd'),
    t('bom.orderQty'),
    t('bom.extPriceUsd'),
    t('product.supplier'),
    t('bom.leadTime'),
    t('product.stockLocation'),
    t('product.minimum'),
    t('product.multiples'),
  ]
  const money = (v: string) => Number(v)
  const rows: (string | number)[][] = [[bom.name], [t('bom.sets'), bom.sets], [], header]
  for (const l of lines) {
    const o = l.offer
    rows.push([
      l.row,
      l.part_number,
      l.manufacturer,
      l.quantity,
      l.customer_ref,
      l.designators,
      l.part?.part_number ?? t('bom.noOffers', { part_number: l.part_number || l.description }),
      l.part?.manufacturer ?? '',
      t(`bom.kinds.${l.match_kind}`),
      o ? t(`bom.${o.availability}`) : '',
      o ? money(o.unit_price) : '',
      o ? o.order_qty : '',
      o ? money(o.ext_price) : '',
      o?.supplier ?? '',
      o?.delivery_plan_date ?? '',
      o?.stock_location ?? '',
      o?.moq ?? '',
      o?.multiple ?? '',
    ])
  }
  rows.push([], [t('bom.total'), '', '', '', '', '', '', '', '', '', '', '', money(bom.total)])
  const sheet = XLSX.utils.aoa_to_sheet(rows)
  sheet['!cols'] = header.map((_, i) => ({
    wch: [6, 24, 20, 10, 14, 16, 24, 20, 16, 14, 14, 12, 14, 16, 12, 14, 10, 10][i],
  }))
  const book = XLSX.utils.book_new()
  XLSX.utils.book_append_sheet(book, sheet, 'BOM')
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer)
}
