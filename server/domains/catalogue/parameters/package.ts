/**
 * The package a description or a package column names, in one spelling ("8SOIC", "8-SOIC" →
 * "SOIC-8"; "SOT23-6" → "SOT-23-6"; "TO220AB" → "TO-220AB"), and its pin count when the name says
 * it (a bare "SOT-23" or "TO-220AB" says none, so none is given). A word that is not a package
 * name gives nothing: a part number fragment is never taken for a package.
 */
export type PackageName = { name: string; pins: number | null }

/** Families written as "<pins><family>" or "<family>-<pins>" (Digi-Key: "14LGA", "28-SSOP"). */
const PIN_FAMILIES =
  'SOIC|SO|SOP|SSOP|TSSOP|HTSSOP|MSOP|VSSOP|DIP|PDIP|SDIP|CDIP|PWRDIP|LQFP|TQFP|HTQFP|QFP|QFN|VQFN|WQFN|UQFN|TQFN|HVQFN|VFQFN|UFQFN|DFN|TDFN|UDFN|XFDFN|OTDFN|WSON|SON|VSON|USON|LGA|TFLGA|VFLGA|HCLGA|BGA|TFBGA|UFBGA|DSBGA|WLCSP|LFCSP|PLCC|SIP|ZIP|TSOC|MULTIWATT|SMD'

const PREFIXED = new RegExp(`^(\\d{1,3})-?(${PIN_FAMILIES})$`)
const SUFFIXED = new RegExp(`^(${PIN_FAMILIES})-?(\\d{1,3})$`)
/** SOT/SC/TSOT families: "SOT23-6", "SOT-23-3", "SOT223-4", "SC70-5", "SOT563", "SOT-363", "SOT143B". */
const SOT = /^(TSOT|SOT|SC)-?(\d{2,3})([A-Z]{0,2})(?:-(\d{1,2}))?$/
/** TO/DO/SOD families: "TO92-3", "TO-220AB", "TO-3P", "DO41", "SOD123F". */
const TO = /^(TO|DO|SOD)-?(\d{1,3})([A-Z]{0,3})(?:-(\d{1,2}))?$/
const NAMED: Record<string, string> = {
  DPAK: 'DPAK',
  D2PAK: 'D2PAK',
  SMA: 'SMA',
  SMB: 'SMB',
  SMC: 'SMC',
  'E-LINE': 'E-Line',
  KBP: 'KBP',
  MICRODIP: 'MicroDIP',
}
/** Chip sizes (inch codes) of passives and LEDs. */
const CHIP = /^(0201|0402|0603|0805|1206|1210|1812|2010|2512|5050|3528)$/

/** The package one word names, or null. */
export function packageWord(word: string): PackageName | null {
  const w = word.toUpperCase().replace(/[(),]/g, '')
  let m = PREFIXED.exec(w) ?? null
  if (m) return { name: `${m[2]}-${Number(m[1])}`, pins: Number(m[1]) }
  m = SUFFIXED.exec(w)
  if (m) return { name: `${m[1]}-${Number(m[2])}`, pins: Number(m[2]) }
  m = SOT.exec(w)
  if (m) {
    const [, family, size, letters = '', pins] = m
    return { name: `${family}-${size}${letters}${pins ? `-${pins}` : ''}`, pins: pins ? Number(pins) : null }
  }
  m = TO.exec(w)
  if (m) {
    const [, family, size, letters = '', pins] = m
    return { name: `${family}-${size}${letters}${pins ? `-${pins}` : ''}`, pins: pins ? Number(pins) : null }
  }
  m = /^(D2PAK|DPAK)-(\d)$/.exec(w)
  if (m) return { name: `${m[1]}-${m[2]}`, pins: Number(m[2]) }
  if (NAMED[w]) return { name: NAMED[w], pins: null }
  if (CHIP.test(w)) return { name: w, pins: null }
  return null
}

/**
 * The package of a part: its package column when that is a package name, else the last word of
 * the description that is one (Digi-Key puts the package last: "IC VOLT SUPERVISOR 3.3V SOT23-6").
 */
export function packageOf(description: string, pkg: string): PackageName | null {
  const fromColumn = pkg.trim() ? packageWord(pkg.trim().replace(/\s+/g, '')) : null
  if (fromColumn) return fromColumn
  const words = description.trim().split(/\s+/)
  for (let i = words.length - 1; i >= Math.max(1, words.length - 3); i--) {
    const found = packageWord(words[i]!)
    if (found) return found
  }
  return null
}
