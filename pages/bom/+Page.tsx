import { useData } from 'vike-react/useData'
import { BomList } from '../../components/bom/BomList'
import { BomUpload } from '../../components/bom/BomUpload'
import { GuestNotice } from '../../components/bom/GuestNotice'
import { useT } from '../../components/app/i18n'
import type { Data } from './+data'

/** The BOM tool (spec §2 /bom): upload, template, paste, the column-mapping step, recent BOMs. */
export default function Page() {
  const t = useT()
  const { boms, guest } = useData<Data>()
  return (
    <div className="page-narrow bom-page">
      <h1>{t('home.bomTitle')}</h1>
      <BomUpload />
      {guest ? (
        <GuestNotice text={t('bom.guestIntro')} back="/bom" />
      ) : (
        <>
          <h2>{t('bom.recent')}</h2>
          <BomList initial={boms} />
        </>
      )}
    </div>
  )
}
