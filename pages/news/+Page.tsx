import { useData } from 'vike-react/useData'
import { DateText } from '../../components/ui/DateText'
import { textLanguage, useHref, useT } from '../../components/app/i18n'
import type { Data } from './+data'

export default function Page() {
  const { news, tags, tag } = useData<Data>()
  const t = useT()
  const href = useHref()
  const pages = Math.max(1, Math.ceil(news.total / news.page_size))
  const link = (page: number, tagId: number | null) => {
    const q = new URLSearchParams()
    if (tagId) q.set('tag', String(tagId))
    if (page > 1) q.set('page', String(page))
    const s = q.toString()
    return href('/news') + (s ? `?${s}` : '')
  }
  return (
    <div className="news-page">
      <h1>{t('news.title')}</h1>
      <nav className="tag-list" aria-label={t('news.tags')}>
        <a href={link(1, null)} aria-current={tag === null ? 'page' : undefined}>
          {t('news.allTags')}
        </a>
        {tags.map((tg) => (
          <a key={tg.id} href={link(1, tg.id)} aria-current={tag === tg.id ? 'page' : undefined}>
            {tg.name} <span className="count">{tg.count}</span>
          </a>
        ))}
      </nav>
      {news.list.length === 0 ? (
        <p className="empty">{t('common.noDataAvailable')}</p>
      ) : (
        <ul className="news-list" role="list">
          {news.list.map((n) => (
            <li key={n.id} className="news-card">
              {n.image && <img src={n.image} alt="" width={240} height={135} loading="lazy" />}
              <div>
                <h2 {...textLanguage(n.locale)}>
                  <a href={href(`/news/${n.id}`)}>{n.title}</a>
                </h2>
                <p className="muted">
                  <DateText iso={n.published_at} />
                  {n.tags.map((tg) => (
                    <span key={tg.id} className="tag">
                      {tg.name}
                    </span>
                  ))}
                </p>
                <p {...textLanguage(n.locale)}>{n.summary}</p>
                {/* Named by its article, not only "Read more" (a link list, a screen reader, a crawler). */}
                <a href={href(`/news/${n.id}`)}>
                  {t('news.readMore')}
                  <span className="visually-hidden" {...textLanguage(n.locale)}>
                    : {n.title}
                  </span>
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav className="pager" aria-label={t('news.pageOf', { page: news.page, pages })}>
          {news.page > 1 && <a href={link(news.page - 1, tag)}>{t('news.previous')}</a>}
          <span>{t('news.pageOf', { page: news.page, pages })}</span>
          {news.page < pages && <a href={link(news.page + 1, tag)}>{t('news.next')}</a>}
        </nav>
      )}
    </div>
  )
}
