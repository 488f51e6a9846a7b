import { useData } from 'vike-react/useData'
import { navigate } from 'vike/client/router'
import { useHref } from '../../../components/app/i18n'
import { BomResult } from '../../../components/bom/BomResult'
import { setGuestBomToken } from '../../../components/bom/api'
import { ColumnStep } from '../../../components/bom/BomUpload'
import type { Data } from './+data'

/**
 * A BOM (spec §2 /bom/{id}): matched, its result; left at the column-mapping step (its columns
 * never confirmed), that step again, with the Match button, not a list of unmatched lines.
 */
export default function Page() {
  const { bom, lines, token } = useData<Data>()
  const href = useHref()
  // A guest's BOM: its private link's token goes with the page's calls.
  if (typeof window !== 'undefined') setGuestBomToken(token)
  if (bom.status === 'mapping')
    return (
      <ColumnStep
        key={`${bom.id}-mapping`}
        uploaded={{ bom, columns: bom.columns }}
        onCancel={() => void navigate(href('/bom'))}
      />
    )
  return <BomResult key={bom.id} initial={bom} firstPage={lines} token={token} />
}
