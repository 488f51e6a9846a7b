/**
 * The captcha's picture: an SVG drawn from our own stroke font, with no text in it for a program
 * to read. Each glyph is a few polylines on a 6 × 10 grid; the strokes are cut into short steps,
 * and every point is turned, scaled, slanted and moved per glyph, then bent by a wave over the
 * whole word and shaken a little, so that no two pictures of a letter are alike. Curves in the
 * glyphs' own colour and width cross the word (a reader cannot tell them from strokes by colour),
 * and dots and short dashes fill the background. Plain code: runs on Node and in workerd.
 */

/** Letters and digits that cannot be taken for one another (no 0/O/Q, 1/I/L, G/6). */
export const CAPTCHA_ALPHABET = 'ABCDEFHJKMNPRSTUVWXYZ2345789'

type Point = [number, number]
const P = (s: string): Point[] => s.split(' ').map((p) => p.split(',').map(Number) as Point)

const GLYPHS: Record<string, string[]> = {
  A: ['0,10 3,0 6,10', '1,6.5 5,6.5'],
  B: ['0,0 0,10 4,10 6,8.5 6,6.5 4,5 0,5', '0,0 4,0 5.5,1.3 5.5,3.7 4,5'],
  C: ['6,1.5 4.5,0 1.5,0 0,2 0,8 1.5,10 4.5,10 6,8.5'],
  D: ['0,0 0,10 3.5,10 6,7.5 6,2.5 3.5,0 0,0'],
  E: ['6,0 0,0 0,10 6,10', '0,5 4.5,5'],
  F: ['6,0 0,0 0,10', '0,5 4.5,5'],
  H: ['0,0 0,10', '6,0 6,10', '0,5 6,5'],
  J: ['6,0 6,8 4.5,10 1.5,10 0,8'],
  K: ['0,0 0,10', '6,0 0,6', '2,4.2 6,10'],
  M: ['0,10 0,0 3,6 6,0 6,10'],
  N: ['0,10 0,0 6,10 6,0'],
  P: ['0,10 0,0 4.5,0 6,1.5 6,3.5 4.5,5 0,5'],
  R: ['0,10 0,0 4.5,0 6,1.5 6,3.5 4.5,5 0,5', '3,5 6,10'],
  S: ['6,1.5 4.5,0 1.5,0 0,1.5 0,3.5 1.5,5 4.5,5 6,6.5 6,8.5 4.5,10 1.5,10 0,8.5'],
  T: ['0,0 6,0', '3,0 3,10'],
  U: ['0,0 0,8 1.5,10 4.5,10 6,8 6,0'],
  V: ['0,0 3,10 6,0'],
  W: ['0,0 1.5,10 3,4 4.5,10 6,0'],
  X: ['0,0 6,10', '6,0 0,10'],
  Y: ['0,0 3,5 6,0', '3,5 3,10'],
  Z: ['0,0 6,0 0,10 6,10'],
  '2': ['0,2 1.5,0 4.5,0 6,2 6,3.5 0,10 6,10'],
  '3': ['0,1 1.5,0 4.5,0 6,1.5 6,3.5 4.5,5 2,5', '4.5,5 6,6.5 6,8.5 4.5,10 1.5,10 0,9'],
  '4': ['4.5,10 4.5,0 0,7 6,7'],
  '5': ['6,0 0.5,0 0,4.5 4,4 6,5.5 6,8.5 4.5,10 1.5,10 0,9'],
  '7': ['0,0 6,0 2,10'],
  '8': ['1.5,5 0,3.5 0,1.5 1.5,0 4.5,0 6,1.5 6,3.5 4.5,5 1.5,5 0,6.5 0,8.5 1.5,10 4.5,10 6,8.5 6,6.5 4.5,5'],
  '9': ['0.5,9.5 2,10 4,10 6,7.5 6,1.5 4.5,0 1.5,0 0,1.5 0,3.5 1.5,5 4.5,5 6,3.5'],
}

/** A random number in [0, 1) from the platform's cryptographic generator (Node and workerd). */
export function random(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32
}
const between = (a: number, b: number) => a + random() * (b - a)

/** A random code of `length` characters of the alphabet. */
export function randomCode(length = 5): string {
  return Array.from({ length }, () => CAPTCHA_ALPHABET[Math.floor(random() * CAPTCHA_ALPHABET.length)]!).join('')
}

/** Cuts a polyline into steps of at most `step`, so that bending it bends the stroke. */
function subdivide(points: Point[], step = 0.8): Point[] {
  const out: Point[] = [points[0]!]
  for (let i = 1; i < points.length; i++) {
    const [x0, y0] = points[i - 1]!
    const [x1, y1] = points[i]!
    const n = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0) / step))
    for (let k = 1; k <= n; k++) out.push([x0 + ((x1 - x0) * k) / n, y0 + ((y1 - y0) * k) / n])
  }
  return out
}

const WIDTH = 180
const HEIGHT = 60
const f = (n: number) => n.toFixed(1)
const COLOURS = ['#1d3557', '#3a2e39', '#283618', '#5e2b1a', '#2b2d42', '#3d348b']

/** The SVG picture of a code. `label` is the picture's accessible name (never the code). */
export function captchaSvg(code: string, label: string): string {
  const colour = COLOURS[Math.floor(random() * COLOURS.length)]!
  const wave = { amplitude: between(2.5, 5), length: between(40, 70), phase: between(0, Math.PI * 2) }
  const bend = ([x, y]: Point): Point => [
    x + between(-0.4, 0.4),
    y + wave.amplitude * Math.sin((x / wave.length) * Math.PI * 2 + wave.phase) + between(-0.4, 0.4),
  ]
  const paths: string[] = []
  const cell = (WIDTH - 30) / code.length
  ;[...code].forEach((ch, i) => {
    const size = between(3.2, 4.1)
    const angle = between(-0.35, 0.35)
    const slant = between(-0.3, 0.3)
    const cx = 15 + cell * (i + 0.5) + between(-3, 3)
    const cy = HEIGHT / 2 + between(-5, 5)
    const [sin, cos] = [Math.sin(angle), Math.cos(angle)]
    for (const stroke of GLYPHS[ch] ?? []) {
      const points = subdivide(P(stroke)).map(([gx, gy]) => {
        const x = (gx - 3 + slant * (5 - gy)) * size * between(0.97, 1.03)
        const y = (gy - 5) * size * 0.95
        return bend([cx + x * cos - y * sin, cy + x * sin + y * cos])
      })
      paths.push(`M${points.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}`)
    }
  })
  // Curves across the word, drawn like the strokes.
  const curves = Array.from({ length: 3 }, () => {
    const y = () => f(between(8, HEIGHT - 8))
    return `M${f(between(0, 20))} ${y()}C${f(between(40, 80))} ${y()} ${f(between(100, 140))} ${y()} ${f(between(160, WIDTH))} ${y()}`
  })
  const dots = Array.from(
    { length: 40 },
    () =>
      `<circle cx="${f(between(0, WIDTH))}" cy="${f(between(0, HEIGHT))}" r="${f(between(0.6, 1.8))}" fill="${COLOURS[Math.floor(random() * COLOURS.length)]}" opacity="0.55"/>`,
  )
  const dashes = Array.from({ length: 14 }, () => {
    const x = between(0, WIDTH)
    const y = between(0, HEIGHT)
    return `M${f(x)} ${f(y)}l${f(between(-9, 9))} ${f(between(-6, 6))}`
  })
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-label="${esc(label)}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f3f1ea"/>` +
    dots.join('') +
    `<path d="${dashes.join('')}" stroke="#8d99ae" stroke-width="1" fill="none"/>` +
    `<path d="${paths.join('')}" stroke="${colour}" stroke-width="${f(between(2.2, 2.8))}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>` +
    `<path d="${curves.join('')}" stroke="${colour}" stroke-width="1.6" fill="none" opacity="0.9"/>` +
    `</svg>`
  )
}
