/**
 * Makers' ordering conventions as data: the packaging, lead-free and grade suffixes each maker
 * adds to a part number in its ordering information, with where the rule comes from. A suffix of
 * this table names how the same part is delivered (tape and reel, tube, cut tape, lead-free
 * finish), never a different part. Pure data and two pure functions, no database.
 *
 * Read both ways (server/domains/search/match.ts):
 * - written with a suffix, found as the plain catalogue part: "LT1761ES5-5#TRPBF" → LT1761ES5-5#PBF
 *   or LT1761ES5-5; "AD8605ARTZ-REEL7" → AD8605ARTZ; "MAX3232CUE+T" → MAX3232CUE+;
 * - written plain, found as the catalogue part whose real number ends in a suffix of its maker:
 *   "MMBT3904" → MMBT3904LT1G (onsemi), when that is the only such part; a written full number
 *   ("MMBT3904LT1G") is always itself first.
 *
 * `separated`: written after a separator (# / + - , space or in brackets); `glued`: written right
 * after the number. Compared on letters and digits, upper case ("T&R" is TR).
 */
export type OrderingRule = {
  /** The maker as the catalogue names it, or '*' for suffixes many makers share. */
  maker: string
  separated: string[]
  glued: string[]
  /** Where the rule is written (the maker's ordering-information pages, as they read). */
  source: string
}

export const ORDERING_RULES: OrderingRule[] = [
  {
    maker: 'Analog Devices',
    // Linear Technology (now ADI): "#PBF" lead-free tube, "#TRPBF" lead-free tape and reel,
    // "#TR" leaded reel, "#TRMPBF" mini reel (500 pieces).
    separated: ['PBF', 'TRPBF', 'TR', 'TRMPBF', 'TRM'],
    glued: [],
    source: 'Linear Technology / ADI data sheets, "Order Information" table (Lead Free Finish / Tape and Reel columns)',
  },
  {
    maker: 'Analog Devices',
    // ADI: "-REEL" 13-inch reel, "-REEL7" 7-inch reel, "-RL" / "-RL7" short reels, "-R2" 250-piece reel.
    separated: ['REEL', 'REEL7', 'REEL13', 'RL', 'RL7', 'R7', 'R2', 'R2G'],
    glued: [],
    source: 'ADI data sheets, "Ordering Guide" (Z = RoHS compliant; -REEL, -REEL7, -RL7 = tape and reel)',
  },
  {
    maker: 'Maxim Integrated',
    // Maxim (now ADI): "+" lead-free, "+T" / "+T10" tape and reel, "#" RoHS with exemption.
    separated: ['T', 'T10', 'TG', 'TGH'],
    glued: [],
    source: 'Maxim data sheets, "Ordering Information" (+ denotes lead(Pb)-free/RoHS, T = tape and reel)',
  },
  {
    maker: 'Texas Instruments',
    // National (now TI): "/NOPB" lead-free; TI reel letters R (large reel) and T (small reel) are
    // part of the orderable number and live in the catalogue; "G4" green (older orderables).
    separated: ['NOPB', 'NOPBF'],
    glued: ['NOPB', 'G4', 'E4'],
    source: 'TI "Package Option Addendum" (Orderable Device column: R/T = reel, G4 = green, /NOPB = Pb-free)',
  },
  {
    maker: 'onsemi',
    // onsemi: "G" Pb-free, "T1G"/"T3G" 7/13-inch reel, "R2G" reel, "RLG" reel.
    separated: ['G'],
    glued: ['T1G', 'T3G', 'R2G', 'RLG', 'G'],
    source: 'onsemi data sheets, "Ordering Information" and "Device Marking" (G = Pb-free; T1/T3 = reel)',
  },
  {
    maker: 'STMicroelectronics',
    // ST: "TR" tape and reel (glued or after a separator), "-TR", "(T&R)".
    separated: ['TR'],
    glued: ['TR'],
    source: 'ST data sheets, "Ordering information scheme" (TR = tape and reel; tube when absent)',
  },
  {
    maker: 'Vishay',
    // Vishay: "-E3"/"-GE3"/"-HE3" lead-free finishes, "-T" / "-T1" reels.
    separated: ['E3', 'GE3', 'HE3', 'T1', 'T1E3', 'T1GE3'],
    glued: [],
    source: 'Vishay data sheets, "Ordering Information" (E3 = Pb-free termination, T1 = tape and reel)',
  },
  {
    maker: 'Diodes',
    // Diodes Inc.: "-7" 7-inch reel, "-13" 13-inch reel, "-F" lead-free.
    separated: ['7', '13', '7F', '13F', 'F'],
    glued: [],
    source: 'Diodes Incorporated data sheets, "Ordering Information" (-7 / -13 = reel size, -F = green)',
  },
  {
    maker: 'Nexperia',
    // NXP/Nexperia 12NC packing codes written after a comma: ",215" ",115" ",235" ",135" ",118".
    separated: ['215', '115', '235', '135', '118'],
    glued: [],
    source: 'Nexperia "Packing information" (12NC ending: ,215 = 7-inch reel, ,115 = 7-inch reel, ,118 = 13-inch)',
  },
  {
    maker: '*',
    // Distributors' and buyers' own marks: "-TR", "/TR", "T&R", "(T&R)", "-CT" cut tape,
    // "-ND" Digi-Key tail left on, "-R" reel, "-T" tape, "-TL".
    separated: ['TR', 'T', 'R', 'TL', 'CT', 'ND', 'PBF', 'TRPBF', 'REEL', 'REEL7', 'RL7', 'NOPB'],
    glued: ['TRPBF', 'PBF', 'TR', 'R', 'T'],
    source: 'distributor conventions (Digi-Key "CT"/"TR"/"ND"; Mouser and buyers\' "T&R", "(T&R)")',
  },
]

const unique = (xs: string[]) => [...new Set(xs)]

/** Every separated suffix of every maker (a written suffix may not say its maker). */
export const SEPARATED_SUFFIXES: readonly string[] = unique(ORDERING_RULES.flatMap((r) => r.separated))

/** Every glued suffix, longest first (T1G before G). */
export const GLUED_SUFFIXES: readonly string[] = unique(ORDERING_RULES.flatMap((r) => r.glued)).sort(
  (a, b) => b.length - a.length,
)

/** The packaging suffixes a catalogue number of this maker may end in (its own and the shared ones), longest first. */
function gluedOf(maker: string): string[] {
  const own = ORDERING_RULES.filter((r) => r.maker === maker).flatMap((r) => [...r.glued, ...r.separated])
  // A shared one-letter mark (T, R) is as often a grade or package letter that was left out
  // ("A4988SE" is no A4988SETTR-T): only a maker's own table may read one letter as packaging.
  const shared = ORDERING_RULES.filter((r) => r.maker === '*').flatMap((r) => [...r.glued, ...r.separated])
  return unique([...own, ...shared.filter((s) => s.length > 1)]).sort((a, b) => b.length - a.length)
}

/**
 * Whether a catalogue number (normalized) is the written plain number (normalized) plus only its
 * maker's packaging, lead-free or reel marks: "MMBT3904LT1G" for "MMBT3904" (onsemi: L grade
 * letter of the SOT-23 family, then T1G), "LT1761ES55PBF" for "LT1761ES55" (ADI #PBF).
 */
export function isPackagingVariant(catalogueNorm: string, writtenNorm: string, maker: string): boolean {
  if (!catalogueNorm.startsWith(writtenNorm) || catalogueNorm === writtenNorm) return false
  let tail = catalogueNorm.slice(writtenNorm.length)
  const suffixes = gluedOf(maker)
  for (let i = 0; i < 2 && tail; i++) {
    const s = suffixes.find((x) => tail.endsWith(x))
    if (!s) break
    tail = tail.slice(0, -s.length)
  }
  // At most one grade letter left before the packaging (onsemi "L" of MMBT3904LT1G).
  return tail === '' || (maker === 'onsemi' && /^L$/.test(tail))
}
