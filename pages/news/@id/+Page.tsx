import { useData } from 'vike-react/useData'
import { DateText } from '../../../components/DateText'
import { useHref, useLocale, useT } from '../../../components/i18n'
import { localeInfo, isLocale } from '../../../locales/locales'
import type { Data } from './+data'

export default function Page() {
  const { item } = useData<Data>()
  const locale = useLocale()
  const t = useT()
  const href = useHref()
  return (
    <article
      className="news-item"
      lang={item.locale !== locale && isLocale(item.locale) ? localeInfo(item.locale).bcp47 : undefined}
    >
      <p>
        <a href={href('/news')}>← {t('news.back')}</a>
      </p>
      <h1>{item.title}</h1>
      <p className="muted">
        <DateText iso={item.published_at} />
        {item.tags.map((tg) => (
          <a key={tg.id} className="tag" href={`${href('/news')}?tag=${tg.id}`}>
            {tg.name}
          </a>
        ))}
      </p>
      {item.image && <img className="news-hero" src={item.image} alt="" width={960} height={540} />}
      <div className="prose" dangerouslySetInnerHTML={{ __html: item.content }} />
      <nav className="pager">
        {item.prev && <a href={href(`/news/${item.prev.id}`)}>← {item.prev.title}</a>}
        {item.next && <a href={href(`/news/${item.next.id}`)}>{item.next.title} →</a>}
      </nav>
    </article>
  )
}
