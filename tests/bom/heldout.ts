/**
 * The HELD-OUT BOM corpus (issue 33 item 4): lines written by a generator of its own, not by
 * corpus.ts, from the same real parts (server/db/seed/catalogue/data/). It writes what the own
 * corpus does not: makers' ordering codes in each maker's own notation (Linear #TRPBF, ADI -REEL7,
 * Maxim +T, onsemi parts written without T1G/G, "(T&R)", "T&R", "/TR"), makers with legal forms
 * and local names, other spellings (full-width letters, dots, underscores), and quantities with the
 * ten languages' words for a thousand and ten thousand.
 *
 * Written BEFORE the matcher's rules were changed further, and scored without tuning: its misses
 * are reported (heldout-quality.test.ts, README.md), not fed back into the rules. It deliberately
 * shares no list with server/domains/search (ordering.ts, maker-names.ts, normalize.ts): its maker
 * spellings and suffixes are its own.
 */
import digikey from '../../server/db/seed/catalogue/data/digikey-kicad-parts.json'
import octopart from '../../server/db/seed/catalogue/data/octopart-cpl-parts.json'
import { MANUFACTURERS } from '../../server/db/seed/catalogue/manufacturers'
import { hash32, rng, type Rng } from '../../server/db/seed/catalogue/random'

export type HeldOutKind = 'plain' | 'respelled' | 'ordering-code' | 'packaged-plain' | 'legal-maker' | 'invented'

export type HeldOutLine = {
  kind: HeldOutKind
  written: string
  manufacturer: string
  /** The real numbers (upper case, letters and digits) and maker that are right; empty: must stay unmatched. */
  accept: { norm: string; maker: string }[]
  quantityText: string
  decimalComma: boolean
  quantity: number
}

const norm = (s: string) =>
  s
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')
const lower = (s: string) =>
  s
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '')

type Part = { mpn: string; norm: string; maker: string; canonical: string }

// The catalogue import's mapping of a written maker to its manufacturer (what "right" means).
const TO_NAME = new Map<string, string>()
for (const m of MANUFACTURERS)
  for (const a of [m.name, ...m.aliases, ...(m.quiet ?? [])]) if (!TO_NAME.has(lower(a))) TO_NAME.set(lower(a), m.name)
const canonical = (raw: string) => TO_NAME.get(lower(raw)) ?? raw.trim()

function realParts(): { parts: Part[]; norms: Set<string>; sorted: string[] } {
  const byKey = new Map<string, Part>()
  for (const src of [digikey, octopart] as { columns: string[]; rows: string[][] }[]) {
    const at = (n: string) => src.columns.indexOf(n)
    for (const row of src.rows) {
      const mpn = row[at('mpn')]!.trim()
      const maker = row[at('manufacturer')]!.trim()
      const n = norm(mpn)
      if (!n) continue
      const key = `${n}|${canonical(maker)}`
      if (!byKey.has(key)) byKey.set(key, { mpn, norm: n, maker, canonical: canonical(maker) })
    }
  }
  const makers = new Map<string, Set<string>>()
  for (const p of byKey.values()) makers.set(p.norm, (makers.get(p.norm) ?? new Set()).add(p.canonical))
  const all = [...byKey.values()]
  return {
    parts: all.filter((p) => makers.get(p.norm)!.size === 1),
    norms: new Set(all.map((p) => p.norm)),
    sorted: [...new Set(all.map((p) => p.norm))].sort(),
  }
}

/** Legal and local ways to write a maker, this generator's own list. */
const LEGAL = [
  ' Inc.',
  ', Inc.',
  ' Corp.',
  ' Corporation',
  ' Co., Ltd.',
  ' Ltd.',
  ' GmbH',
  ' AG',
  ' N.V.',
  ' LLC',
  ' Incorporated',
  ' Limited',
]
const LOCAL: Record<string, string[]> = {
  'Texas Instruments': [
    '德州仪器',
    'TI (Texas Instruments)',
    'Texas Instruments Deutschland GmbH',
    'National Semiconductor Corporation',
  ],
  STMicroelectronics: ['意法半导体', 'ST Microelectronics N.V.', 'STMicroelectronics International N.V.'],
  onsemi: ['安森美半导体', 'ON Semiconductor Corporation', 'Fairchild Semiconductor International'],
  'Analog Devices': ['亚德诺半导体', 'Analog Devices, Inc.', 'Linear Technology Corporation'],
  'Maxim Integrated': ['美信半导体', 'Maxim Integrated Products, Inc.'],
  'Microchip Technology': ['微芯科技', 'Atmel Corporation', 'Microchip Technology Incorporated'],
  'NXP Semiconductors': ['恩智浦半导体', 'NXP B.V.', 'Freescale Semiconductor, Inc.'],
  'Infineon Technologies': ['英飞凌', 'Infineon Technologies AG', 'International Rectifier Corp.'],
}

/** Quantities as each language writes them with its own word for a thousand or ten thousand. */
type Language = { decimalComma: boolean; write: (r: Rng, q: number) => string }
const thousands = (q: number, comma: boolean) => {
  const t = String(q / 1000)
  return comma ? t.replace('.', ',') : t
}
const LANGUAGES: Record<string, Language> = {
  en: { decimalComma: false, write: (r, q) => `${thousands(q, false)}${r.pick(['K', 'k', ' k', 'k pcs', 'K EA'])}` },
  de: {
    decimalComma: true,
    write: (r, q) => `${thousands(q, true)} ${r.pick(['Tsd.', 'Tsd', 'Tausend', 'Tsd. Stk.'])}`,
  },
  fr: {
    decimalComma: true,
    write: (r, q) => (q % 1000 === 0 ? `${q / 1000} ${r.pick(['mille', 'k'])}` : `${thousands(q, true)}k`),
  },
  it: { decimalComma: true, write: (r, q) => `${thousands(q, true)} ${r.pick(['mila', 'mila pz', 'k'])}` },
  ru: { decimalComma: true, write: (r, q) => `${thousands(q, true)} ${r.pick(['тыс.', 'тыс. шт.', 'тыс'])}` },
  zh: {
    decimalComma: false,
    write: (r, q) =>
      q % 10_000 === 0 && r.chance(0.5)
        ? `${q / 10_000}万${r.pick(['', '个', '只'])}`
        : `${thousands(q, false)}千${r.pick(['', '个', '颗'])}`,
  },
  tw: {
    decimalComma: false,
    write: (r, q) => (q % 10_000 === 0 ? `${q / 10_000}萬${r.pick(['', '顆'])}` : `${thousands(q, false)}千`),
  },
  jp: {
    decimalComma: false,
    write: (r, q) => (q % 10_000 === 0 ? `${q / 10_000}万${r.pick(['', '個'])}` : `${thousands(q, false)}千個`),
  },
  ko: {
    decimalComma: false,
    write: (r, q) =>
      q % 10_000 === 0 ? `${q / 10_000}만${r.pick(['', '개'])}` : `${thousands(q, false)}천${r.pick(['', '개'])}`,
  },
  ar: {
    decimalComma: false,
    write: (r, q) =>
      `${String(q / 1000)
        .replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)))
        .replace('.', '٫')} ${r.pick(['ألف', 'آلاف'])}`,
  },
}

/** Another spelling of a number: full-width letters, dots or underscores between its parts, lower case. */
function respell(r: Rng, mpn: string): string {
  switch (r.int(0, 2)) {
    case 0:
      return [...mpn].map((c) => (/[A-Z0-9]/.test(c) ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c)).join('')
    case 1:
      return mpn.replace(/([A-Za-z])(\d)/, '$1.$2').toLowerCase()
    default:
      return mpn.replace(/(\d)([A-Za-z])/, '$1_$2')
  }
}

/** A maker's own tape-and-reel code for a part, or null when its notation does not apply. */
function orderingCode(r: Rng, p: Part): string | null {
  if (p.canonical === 'Analog Devices' && p.mpn.endsWith('#PBF'))
    return p.mpn.replace(/#PBF$/, r.pick(['#TRPBF', '#TRPBF', '#TR']))
  if (p.canonical === 'Analog Devices' && /Z$/.test(p.mpn)) return p.mpn + r.pick(['-REEL7', '-REEL', '-RL7'])
  if (p.canonical === 'Maxim Integrated' && p.mpn.endsWith('+')) return p.mpn + r.pick(['T', 'T'])
  if (p.canonical === 'Texas Instruments' && /R$/.test(p.mpn)) return p.mpn + r.pick([' (T&R)', ' T&R'])
  if (p.canonical === 'STMicroelectronics') return p.mpn + r.pick(['TR', '-TR', ' (T&R)'])
  return p.mpn + r.pick(['/TR', ' T&R', '-TR'])
}

export function buildHeldOut(seed = 'held-out 2026-11', count = 1200): HeldOutLine[] {
  const r = rng(hash32(seed))
  const { parts, norms, sorted } = realParts()
  const startsAny = (n: string) => {
    let lo = 0
    let hi = sorted.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (sorted[mid]! < n) lo = mid + 1
      else hi = mid
    }
    return lo < sorted.length && sorted[lo]!.startsWith(n)
  }
  const byNorm = new Map(parts.map((p) => [p.norm, p]))
  const langs = Object.keys(LANGUAGES)
  const out: HeldOutLine[] = []
  const kinds: HeldOutKind[] = [
    'plain',
    'respelled',
    'ordering-code',
    'ordering-code',
    'packaged-plain',
    'legal-maker',
    'invented',
  ]
  while (out.length < count) {
    const kind = r.pick(kinds)
    const lang = r.pick(langs)
    const language = LANGUAGES[lang]!
    const quantity = r.pick([1, 2, 3, 5, 10, 12, 25]) * r.pick([1000, 1000, 10_000]) + (r.chance(0.3) ? 500 : 0)
    const base = { decimalComma: language.decimalComma, quantity, quantityText: language.write(r, quantity) }
    const p = r.pick(parts)
    const accept = [{ norm: p.norm, maker: p.canonical }]
    const writtenMaker = () => (r.chance(0.4) ? '' : r.chance(0.5) ? p.maker : p.canonical)
    if (kind === 'plain') out.push({ ...base, kind, written: p.mpn, manufacturer: writtenMaker(), accept })
    else if (kind === 'respelled')
      out.push({ ...base, kind, written: respell(r, p.mpn), manufacturer: writtenMaker(), accept })
    else if (kind === 'legal-maker') {
      const local = LOCAL[p.canonical]
      const maker =
        local && r.chance(0.6)
          ? r.pick(local)
          : p.maker.replace(/[,.]?\s*(Inc\.?|Corp\.?|Co\.?|LLC|Ltd\.?)$/i, '') + r.pick(LEGAL)
      out.push({ ...base, kind, written: p.mpn, manufacturer: maker, accept })
    } else if (kind === 'ordering-code') {
      const code = orderingCode(r, p)
      if (!code || norms.has(norm(code))) continue
      out.push({ ...base, kind, written: code, manufacturer: writtenMaker(), accept })
    } else if (kind === 'packaged-plain') {
      // Written without the maker's packaging marks: onsemi T1G/T3G/G, Linear #PBF.
      const m =
        p.canonical === 'onsemi'
          ? /^(.*?)(L?T[13]G|G)$/.exec(p.mpn)
          : p.canonical === 'Analog Devices'
            ? /^(.*?)(#PBF)$/.exec(p.mpn)
            : null
      if (!m || m[1]!.length < 4) continue
      const plain = norm(m[1]!)
      if (norms.has(plain)) continue
      const packed = parts.filter(
        (q) => q.norm.startsWith(plain) && /^(L?T[13]G|G|PBF|TRPBF)$/.test(q.norm.slice(plain.length)),
      )
      // Another maker's number that continues the same way makes the line ambiguous: left out.
      if (packed.some((q) => q.canonical !== p.canonical)) continue
      out.push({
        ...base,
        kind,
        written: m[1]!,
        manufacturer: writtenMaker(),
        accept: packed.map((q) => ({ norm: q.norm, maker: q.canonical })),
      })
    } else {
      const text =
        r.pick(['QV', 'XJ', 'ZKW', 'JXQ', 'VQZ']) + r.int(100, 99999) + r.pick(['', 'TR', 'G', '-T', 'A#PBF', '+T'])
      const n = norm(text)
      if (norms.has(n) || startsAny(n) || sorted.some((s) => n.startsWith(s)) || byNorm.has(n)) continue
      out.push({ ...base, kind, written: text, manufacturer: '', accept: [] })
    }
  }
  return out
}
