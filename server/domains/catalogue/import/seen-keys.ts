/**
 * The set of rows a feed has named so far (part, maker, stock location), for its duplicate check:
 * a 64-bit hash of each key in a flat open-addressing table (two 32-bit words a slot) instead of
 * a Set of strings. A Set held every key's string, about 110 bytes a row in V8 (1,000,000 rows:
 * ~110 MB of a 200 MB heap); this holds 8 to 16 bytes a row. Two different keys share a hash with
 * a chance of about n²/2⁶⁵ (1,000,000 rows: 3 in 100 million), then the later row would be taken
 * for a duplicate of the earlier.
 */
export class SeenKeys {
  private hi = new Uint32Array(1 << 16)
  private lo = new Uint32Array(1 << 16)
  private used = new Uint8Array(1 << 16)
  private count = 0

  get size() {
    return this.count
  }

  /** Adds the key; false when it was there already. */
  add(key: string): boolean {
    const [h1, h2] = hash64(key)
    if ((this.count + 1) * 2 > this.used.length) this.grow()
    return this.put(h1, h2)
  }

  private put(h1: number, h2: number): boolean {
    const mask = this.used.length - 1
    for (let i = (h1 ^ h2) & mask; ; i = (i + 1) & mask) {
      if (!this.used[i]) {
        this.used[i] = 1
        this.hi[i] = h1
        this.lo[i] = h2
        this.count++
        return true
      }
      if (this.hi[i] === h1 && this.lo[i] === h2) return false
    }
  }

  private grow() {
    const { hi, lo, used } = this
    const size = used.length * 2
    this.hi = new Uint32Array(size)
    this.lo = new Uint32Array(size)
    this.used = new Uint8Array(size)
    this.count = 0
    for (let i = 0; i < used.length; i++) if (used[i]) this.put(hi[i]!, lo[i]!)
  }
}

/** Two 32-bit lanes of cyrb53 (public domain, bryc), each a full 32 bits. */
function hash64(s: string): [number, number] {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 2654435761)
    h2 = Math.imul(h2 ^ c, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return [h1 >>> 0, h2 >>> 0]
}
