import { useData } from 'vike-react/useData'
import { usePageContext } from 'vike-react/usePageContext'
import { localizePath } from '../../../locales/locales'
import { productJsonLd } from '../../../components/catalogue/json-ld'
import type { Data } from './+data'

/** JSON-LD Product with its offers (schema.org), for search engines. */
export default function Head() {
  const { goods } = useData<Data>()
  const { publicUrl, locale } = usePageContext()
  const json = productJsonLd(goods, (path) => publicUrl + localizePath(path, locale), publicUrl)
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
