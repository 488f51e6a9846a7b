import { atom } from 'jotai'
import type { RfqStatus } from '../../contract/rfq'

/** The RFQ list's tab and page (jotai), kept while staff open an RFQ and come back. */
export const rfqFiltersAtom = atom<{ status?: RfqStatus; page: number }>({ page: 1 })
