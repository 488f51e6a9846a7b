import { useData } from 'vike-react/useData'
import { BomResult } from '../../../components/bom/BomResult'
import type { Data } from './+data'

/** A matched BOM (spec §2 /bom/{id}). */
export default function Page() {
  const { bom, lines } = useData<Data>()
  return <BomResult key={bom.id} initial={bom} firstPage={lines} />
}
