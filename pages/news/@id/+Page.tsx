import { useData } from 'vike-react/useData'
import { Arrow } from '../../../components/ui/Arrow'
import { DateText } from '../../../components/ui/DateText'
import { useHref, useLocale, useT } from '../../../components/app/i18n'
import { localeInfo, isLocale } from '../../../locales/locales'
import type { Data } from './+data'

export default function Page() {
  const { item } = useData<Data>()
  const locale = useLocale()
  const t = useT()
  const href = useHref()
  // Not translated yet: the title and text are in the fallback language, marked as such (screen
  // readers, hyphenation) and laid out in its direction (English on an Arabic page).
  const fallback = item.locale !== locale && isLocale(item.locale) ? localeInfo(item.locale) : null
  const textLanguage = fallback ? { lang: fallback.bcp47, dir: fallback.dir } : {}
  return (
    <article className="news-item">
      <p>
        <a href={href('/news')}>
          <Arrow to="back" /> {t('news.back')}
        </a>
      </p>
      <h1 {...textLanguage}>{item.title}</h1>
      <p className="muted">
        <DateText iso={item.published_at} />
        {item.tags.map((tg) => (
          <a key={tg.id} className="tag" href={`${href('/news')}?tag=${tg.id}`}>
            {tg.name}
          </a>
        ))}
      </p>
      {item.image && <img className="news-hero" src={item.image} alt="" width={960} height={540} />}
      <div className="prose" {...textLanguage} dangerouslySetInnerHTML={{ __html: item.content }} />
      <nav className="pager">
        {item.prev && (
          <a href={href(`/news/${item.prev.id}`)}>
            <Arrow to="back" /> <bdi>{item.prev.title}</bdi>
          </a>
        )}
        {item.next && (
          <a href={href(`/news/${item.next.id}`)}>
            <bdi>{item.next.title}</bdi> <Arrow to="forward" />
          </a>
        )}
      </nav>
    </article>
  )
}
