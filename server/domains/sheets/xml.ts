/**
 * A small streaming XML tokenizer for the parts of an xlsx (workbook, relationships, styles,
 * shared strings, worksheets): text is fed chunk by chunk as it is inflated, and each start tag,
 * end tag and text run is handed to the caller, so that a worksheet is never held as one string.
 * Namespace prefixes are dropped (`x:c` is `c`). Comments, processing instructions and DOCTYPE
 * are skipped; entities other than the five XML ones and character references are left as
 * written (no DTD is read, so nothing expands). A tag or text run longer than `maxPending`
 * characters (default 1,000,000: Excel's longest cell is 32,767) refuses the part.
 */

export class XmlError extends Error {}

export type XmlHandler = {
  open(name: string, attrs: string, selfClosing: boolean): void
  close(name: string): void
  text(text: string): void
}

export function xmlTokenizer(handler: XmlHandler, maxPending = 1_000_000) {
  let buffer = ''
  const feed = (chunk: string, last: boolean) => {
    const text = buffer ? buffer + chunk : chunk
    buffer = ''
    const n = text.length
    let i = 0
    while (i < n) {
      const lt = text.indexOf('<', i)
      if (lt < 0) {
        // Text up to the end of the chunk: kept until its end is seen (an entity may be cut).
        if (last) handler.text(decodeEntities(text.slice(i)))
        else buffer = text.slice(i)
        break
      }
      if (lt > i) handler.text(decodeEntities(text.slice(i, lt)))
      const end = tagEnd(text, lt)
      if (end < 0) {
        if (last) throw new XmlError('unclosed tag')
        buffer = text.slice(lt)
        break
      }
      const tag = text.slice(lt + 1, end)
      const first = tag.charCodeAt(0)
      if (tag.startsWith('![CDATA[')) handler.text(tag.slice(8, -2))
      else if (first === 0x21 /* ! */ || first === 0x3f /* ? */) {
        // comment, DOCTYPE, processing instruction: skipped
      } else if (first === 0x2f /* / */) handler.close(localName(tag.slice(1).trim()))
      else {
        const selfClosing = tag.charCodeAt(tag.length - 1) === 0x2f
        const body = selfClosing ? tag.slice(0, -1) : tag
        const space = body.search(/[\s]/)
        const name = localName(space < 0 ? body : body.slice(0, space))
        handler.open(name, space < 0 ? '' : body.slice(space), selfClosing)
        if (selfClosing) handler.close(name)
      }
      i = end + 1
    }
    if (buffer.length > maxPending) throw new XmlError('tag or text too long')
  }
  return {
    write: (chunk: string) => feed(chunk, false),
    end: () => feed('', true),
  }
}

/** Index of the '>' that ends the markup starting at `lt`, or -1 when it is not in `text` yet. */
function tagEnd(text: string, lt: number): number {
  if (text.startsWith('<!--', lt)) {
    const e = text.indexOf('-->', lt + 4)
    return e < 0 ? -1 : e + 2
  }
  if (text.startsWith('<![CDATA[', lt)) {
    const e = text.indexOf(']]>', lt + 9)
    return e < 0 ? -1 : e + 2
  }
  // Attribute values may hold '>': skip quoted runs.
  let quote = 0
  for (let i = lt + 1; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (quote) {
      if (c === quote) quote = 0
    } else if (c === 0x22 || c === 0x27) quote = c
    else if (c === 0x3e) return i
  }
  return -1
}

const localName = (name: string) => {
  const colon = name.indexOf(':')
  return colon < 0 ? name : name.slice(colon + 1)
}

/** The value of attribute `name` (any prefix) in a tag's attribute text, entities decoded. */
export function attribute(attrs: string, name: string): string | undefined {
  const m = new RegExp(`(?:^|\\s)(?:[\\w.-]+:)?${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(attrs)
  return m ? decodeEntities(m[1] ?? m[2] ?? '') : undefined
}

const NAMED: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }

export function decodeEntities(text: string): string {
  if (text.indexOf('&') < 0) return text
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|lt|gt|amp|quot|apos);/g, (whole, ref: string) => {
    if (ref.charCodeAt(0) !== 0x23) return NAMED[ref]!
    const code = ref[1] === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : whole
  })
}

/** OOXML's escapes of characters XML cannot hold in strings: `_x000D_` is a carriage return. */
export const decodeOoxmlEscapes = (text: string) =>
  text.indexOf('_x') < 0
    ? text
    : text.replace(/_x([0-9a-fA-F]{4})_/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
