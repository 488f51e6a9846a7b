import { useData } from 'vike-react/useData'
import { LETTERS } from '../../contract/catalogue'
import { Breadcrumbs, Empty, Pager, withQuery } from '../../components/catalogue/CatalogueBits'
import { useHref, useT } from '../../components/app/i18n'
import type { Data } from './+data'

export default function Page() {
  const { letter, keyword, result } = useData<Data>()
  const t = useT()
  const href = useHref()
  const path = href('/manufacturer')
  const base = { letter: letter ?? undefined, q: keyword || undefined }
  const pages = Math.max(1, Math.ceil(result.total / result.page_size))
  return (
    <div className="cat-page">
      <Breadcrumbs items={[{ label: t('catalogue.manufacturers') }]} />
      <h1>{t('catalogue.manufacturers')}</h1>
      <form
        className="inline-search"
        method="get"
        action={path}
        role="search"
        aria-label={t('catalogue.findManufacturer')}
      >
        <label htmlFor="mfr-q" className="visually-hidden">
          {t('catalogue.findManufacturer')}
        </label>
        <input
          id="mfr-q"
          name="q"
          type="search"
          defaultValue={keyword}
          placeholder={t('catalogue.findManufacturer')}
          maxLength={100}
        />
        <button type="submit" className="button-primary">
          {t('search.submit')}
        </button>
      </form>
      <nav className="letter-nav" aria-label={t('catalogue.byLetter')}>
        <a href={path} aria-current={!letter && !keyword ? 'page' : undefined}>
          {t('news.allTags')}
        </a>
        {LETTERS.map((l) => (
          <a key={l} href={withQuery(path, {}, { letter: l })} aria-current={letter === l ? 'page' : undefined}>
            {l === 'other' ? t('footer.other') : l.toUpperCase()}
          </a>
        ))}
      </nav>
      {result.list.length === 0 ? (
        <Empty />
      ) : (
        <ul className="maker-grid" role="list" data-testid="manufacturer-list">
          {result.list.map((m) => (
            <li key={m.id}>
              <a href={href(`/manufacturer/${m.id}`)}>
                {m.logo ? (
                  <img src={m.logo} alt="" width={96} height={40} loading="lazy" />
                ) : (
                  <span className="maker-initial" aria-hidden="true">
                    {m.name.slice(0, 1)}
                  </span>
                )}
                <span className="maker-name">
                  <bdi>{m.name}</bdi>
                </span>
                <span className="count">{t('catalogue.partsCount', { count: m.part_count })}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <Pager
        page={result.page}
        pages={pages}
        link={(p) => withQuery(path, base, { page: p > 1 ? String(p) : undefined })}
      />
    </div>
  )
}
