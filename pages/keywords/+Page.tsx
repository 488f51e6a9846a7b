import { useData } from 'vike-react/useData'
import { useHref, useT } from '../../components/app/i18n'
import { PageSearchBoxIsland } from '../../components/search/SearchBox'
import type { Data } from './+data'

export default function Page() {
  const { hot } = useData<Data>()
  const t = useT()
  const href = useHref()
  return (
    <div className="cat-page keywords-page">
      <h1>{t('keywords.title')}</h1>
      <p className="muted">{t('keywords.lead')}</p>
      <PageSearchBoxIsland variant="page" label={t('keywords.title')} />
      {hot.length > 0 && (
        <section className="cat-section">
          <h2>{t('home.hot')}</h2>
          <ul className="chip-list" role="list">
            {hot.map((chip) => (
              <li key={chip.part_number}>
                <a href={href(chip.url)}>
                  <bdi>{chip.part_number}</bdi>
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
