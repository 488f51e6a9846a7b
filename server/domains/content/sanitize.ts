import xss from 'xss'

// xss is CommonJS: its default import is the module object on Node and in bundles alike.
const { FilterXSS, getDefaultWhiteList } = xss as unknown as typeof import('xss')

/**
 * Content HTML is written by the operator; it is sanitized on every read so that nothing stored
 * can run script in a visitor's browser. Allowed: the usual text, list, table, image and link tags.
 */
const whiteList = getDefaultWhiteList()
for (const tag of [
  'h1',
  'h2',
  'h3',
  'h4',
  'p',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'td',
  'th',
  'section',
]) {
  whiteList[tag] = [...(whiteList[tag] ?? []), 'id', 'class']
}
whiteList.a = ['href', 'title', 'target', 'rel']

const filter = new FilterXSS({ whiteList, stripIgnoreTag: true, stripIgnoreTagBody: ['script', 'style'] })

export function sanitizeHtml(html: string): string {
  return filter.process(html)
}
