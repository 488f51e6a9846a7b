import { useData } from 'vike-react/useData'
import { AccountLayout } from '../../../components/account/AccountLayout'
import { BomList } from '../../../components/bom/BomList'
import { useHref, useT } from '../../../components/app/i18n'
import type { Data } from './+data'

/** The user's BOMs (spec §2 /myaccount/bom-list): open, rename, delete. */
export default function Page() {
  const t = useT()
  const href = useHref()
  const { boms } = useData<Data>()
  return (
    <AccountLayout
      title={t('account.bomList')}
      actions={
        <a className="button-primary" href={href('/bom')}>
          {t('bom.newBom')}
        </a>
      }
    >
      <BomList initial={boms} pageSize={50} />
    </AccountLayout>
  )
}
