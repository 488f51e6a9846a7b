import { hash32, rng } from './random'

/** How a part is sold: passives on reels by the thousand, ICs from one piece, modules and tools singly. */
export type SalesKind = 'passive' | 'discrete' | 'ic' | 'module' | 'electromechanical'

export type OfferSeed = {
  supplier: string
  stockLocation: string
  dateCode: string
  stock: number
  moq: number
  multiple: number
  /** [quantity, unit price in 0.00001 USD], ascending quantities, descending prices. */
  tiers: [number, number][]
  shipDays: number
  featured: 0 | 1
  hot: 0 | 1
  recommended: 0 | 1
  preferential: 0 | 1
}

const SOURCES = [
  { supplier: 'ChipShop', stockLocation: 'Shenzhen', shipDays: 3 },
  { supplier: 'ChipShop', stockLocation: 'Hong Kong', shipDays: 4 },
  { supplier: 'Authorized partner (Asia)', stockLocation: 'Singapore', shipDays: 6 },
  { supplier: 'Authorized partner (Europe)', stockLocation: 'Germany', shipDays: 7 },
  { supplier: 'Authorized partner (Americas)', stockLocation: 'USA', shipDays: 7 },
  { supplier: 'Factory direct', stockLocation: 'Factory', shipDays: 21 },
] as const

const PACKS: Record<SalesKind, [number, number][][]> = {
  // [moq, multiple] choices per offer position: cut tape first, then reels.
  passive: [
    [
      [10, 10],
      [100, 100],
      [50, 50],
    ],
    [
      [4000, 4000],
      [5000, 5000],
      [1000, 1000],
    ],
    [
      [10000, 10000],
      [100, 100],
    ],
  ],
  discrete: [
    [
      [1, 1],
      [10, 10],
      [5, 5],
    ],
    [
      [3000, 3000],
      [100, 100],
    ],
    [
      [1000, 1000],
      [10, 10],
    ],
  ],
  ic: [
    [
      [1, 1],
      [1, 1],
      [5, 1],
    ],
    [
      [2500, 2500],
      [10, 1],
      [50, 50],
    ],
    [
      [100, 1],
      [1000, 1000],
    ],
  ],
  module: [
    [[1, 1]],
    [
      [1, 1],
      [5, 5],
    ],
    [[10, 1]],
  ],
  electromechanical: [
    [
      [1, 1],
      [10, 10],
    ],
    [
      [100, 100],
      [50, 50],
    ],
    [
      [500, 500],
      [1, 1],
    ],
  ],
}

const STOCK: Record<SalesKind, [number, number]> = {
  passive: [1_000, 2_000_000],
  discrete: [100, 500_000],
  ic: [5, 50_000],
  module: [1, 2_000],
  electromechanical: [20, 100_000],
}

/**
 * The offers of a part, deterministic from its key (mpn + manufacturer): 1–4 offers from our own
 * stock and partners, some sold out, with date codes, MOQ and multiples, and 3–6 price tiers.
 * `price` is a [low, high] range of the one-piece unit price in 0.00001 USD.
 */
export function offersFor(
  key: string,
  kind: SalesKind,
  price: [number, number],
  options: { showcase?: boolean; flagRate?: number } = {},
): OfferSeed[] {
  const r = rng(hash32(key))
  const count = options.showcase
    ? r.int(2, 4)
    : r.weighted([
        [1, 30],
        [2, 35],
        [3, 25],
        [4, 10],
      ] as const)
  const base = Math.max(2, Math.round(r.log(price[0], price[1])))
  const sources = [0, 1, 2, 3, 4, 5]
    .sort(() => r.next() - 0.5)
    .slice(0, count)
    .sort((a, b) => a - b)
  const rate = options.flagRate ?? 0.004
  return sources.map((s, i) => {
    const src = SOURCES[s]!
    const soldOut = !options.showcase && r.chance(0.12)
    const packs = PACKS[kind][Math.min(i, PACKS[kind].length - 1)]!
    const [moq, multiple] = r.pick(packs)
    const [lo, hi] = STOCK[kind]
    const stock = soldOut ? 0 : Math.max(moq, Math.round(r.log(lo, hi) / multiple) * multiple)
    const year = r.int(21, 25)
    const dateCode = r.chance(0.3) ? `${year}+` : `${year}${String(r.int(1, 52)).padStart(2, '0')}`
    // Partners and reels are cheaper per piece; each tier takes 4–12 % off the one before.
    const offerFactor = [1, 0.97, 0.93, 0.95, 0.99, 0.9][s]! * (moq >= 1000 ? 0.55 : 1)
    let unit = Math.max(1, Math.round(base * offerFactor))
    const tiers: [number, number][] = []
    const steps = r.int(3, 6)
    let qty = moq
    for (let k = 0; k < steps; k++) {
      tiers.push([qty, unit])
      qty = qty * (k % 2 === 0 ? 10 : 5)
      unit = Math.max(1, Math.round(unit * (1 - r.int(4, 12) / 100)))
    }
    const flag = (p: number) => (i === 0 && !soldOut && r.chance(p) ? 1 : 0) as 0 | 1
    return {
      supplier: src.supplier,
      stockLocation: src.stockLocation,
      dateCode,
      stock,
      moq,
      multiple,
      tiers,
      shipDays: src.shipDays,
      featured: flag(rate * 0.6),
      hot: flag(rate),
      recommended: flag(rate),
      preferential: flag(rate * 0.8),
    }
  })
}
