import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import type { RouteMeta } from './envelope'
import { XLSX_TYPE } from './files'

const c = initContract()

/** BOM matching (spec §7, BOM): so far the template; the BOM issue adds upload, matching and export. */
export const bomContract = c.router({
  downloadTemplate: {
    method: 'GET',
    path: '/api/bom/downloadTemplate',
    responses: { 200: c.otherResponse({ contentType: XLSX_TYPE, body: z.instanceof(Uint8Array) }) },
    summary:
      'The BOM template: an xlsx file with the columns part number, manufacturer and quantity, named in the Lang language',
    metadata: { file: { contentType: XLSX_TYPE, name: 'bom-template.xlsx' } } satisfies RouteMeta,
  },
})
