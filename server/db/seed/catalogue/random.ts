/** Deterministic pseudo-random numbers for the demo catalogue: same seed, same catalogue. */
export type Rng = {
  /** [0, 1) */
  next(): number
  int(min: number, max: number): number
  pick<T>(items: readonly T[]): T
  weighted<T>(items: readonly (readonly [T, number])[]): T
  chance(p: number): boolean
  /** Log-uniform between min and max (stock counts, prices). */
  log(min: number, max: number): number
}

/** 32-bit FNV-1a of a string, for seeding from part numbers. */
export function hash32(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

/** mulberry32: small, fast, good enough for demo data. */
export function rng(seed: number): Rng {
  let a = seed >>> 0 || 0x9e3779b9
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const r: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)]!,
    weighted: (items) => {
      const total = items.reduce((s, [, w]) => s + w, 0)
      let x = next() * total
      for (const [item, w] of items) {
        x -= w
        if (x < 0) return item
      }
      return items[items.length - 1]![0]
    },
    chance: (p) => next() < p,
    log: (min, max) => Math.exp(Math.log(min) + next() * (Math.log(max) - Math.log(min))),
  }
  return r
}
