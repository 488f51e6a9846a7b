/**
 * A package as one facet value (`parts.package_norm`): makers and distributors spell one package
 * many ways — SO-8 and SOIC-8, SOT23 and SOT-23-3, TO220, TO-220-3 and TO-220AB, "DO-214AC (SMA)"
 * and "SMA", 8-SOIC (the pin count first, as Digi-Key and TI write it). The import writes the
 * maker's name (`parts.package`, shown on the part) and this one value (the search and category
 * filters group and filter on it, and normalise a link's value the same way); the pages tick the
 * value a link's ?pkg= filters on (?pkg=SO-8 ticks SOIC-8). Written once for the server and the
 * pages: a pure function without imports.
 *
 * A family name without a pin count ("SOIC", "soic", "SO") is its own value, written one way
 * ("SOIC"): it may be any SOIC, so it is never put with a pin count — not even the family's most
 * common one, which would list an 8-pin part under SOIC-14 or the other way round — and never
 * split by its spelling either. A buyer who wants every SOIC ticks SOIC-8 and SOIC alike.
 *
 * Changing these rules: the import's refresh (server/db/seed/catalogue/catalogue.ts refreshPackageFacets,
 * run by `npm run seed`) gives the parts of a database written before the values of the rules in
 * force; a database that is only upgraded gets them from a migration that lists the names of the
 * demo catalogue with their values (0015, the rules of issue 21: migration 0013 had copied the
 * maker's name) — for a change of the rules, a new one like it (tests/contract/upgrade.test.ts
 * checks the listed values against this function).
 */

/** Package families written as letters, then a pin count or size. */
const FAMILIES =
  'SOT|SOD|SC|TO|DO|SOIC|SO|SOP|SSOP|TSSOP|HTSSOP|MSOP|VSSOP|QSOP|TSOP|DIP|PDIP|SDIP|SIP|ZIP|LQFP|TQFP|QFP|QFN|VQFN|WQFN|UQFN|TQFN|VFQFN|DFN|TDFN|WDFN|UDFN|SON|WSON|USON|LGA|BGA|TFBGA|UFBGA|WLCSP|LFCSP|PLCC|UFQFPN'

/** A family, a hyphen and a pin count or size: "LQFP64" → "LQFP-64". */
const FAMILY_THEN_NUMBER = new RegExp(`^(${FAMILIES})-?(?=\\d)`, 'i')

/** The pin count first: "8-SOIC", "16SOIC", "100-LQFP (14x14)" → "SOIC-8", "SOIC-16", "LQFP-100 (14x14)". */
const NUMBER_THEN_FAMILY = new RegExp(`^(\\d{1,4})[- ]?(${FAMILIES})(?=$|[\\s(,])`, 'i')

/** A family alone, in any case, perhaps with a hyphen: "soic", "SOIC-" → "SOIC". */
const FAMILY_ALONE = new RegExp(`^(${FAMILIES})-?$`, 'i')

/** Other names of one package, after the spelling above (whole names). */
const SAME_PACKAGE: Record<string, string> = {
  'SOT-23-3': 'SOT-23',
  'SOT-25': 'SOT-23-5',
  'SOT-26': 'SOT-23-6',
  'SOT-323-3': 'SOT-323',
  'SOT-89-3': 'SOT-89',
  'SOT-223-3': 'SOT-223',
  'SOT-223-4': 'SOT-223',
  'TO-92-3': 'TO-92',
  'TO-220-3': 'TO-220',
  'TO-220AB': 'TO-220',
  'DPAK-3': 'DPAK',
  'D2PAK-3': 'D2PAK',
  SMA: 'SMA (DO-214AC)',
  'DO-214AC': 'SMA (DO-214AC)',
  'DO-214AC (SMA)': 'SMA (DO-214AC)',
  SMB: 'SMB (DO-214AA)',
  'DO-214AA': 'SMB (DO-214AA)',
  'DO-214AA (SMB)': 'SMB (DO-214AA)',
  SMC: 'SMC (DO-214AB)',
  'DO-214AB': 'SMC (DO-214AB)',
  'DO-214AB (SMC)': 'SMC (DO-214AB)',
}

/**
 * The facet value of a package name as the maker writes it ('' for none). Codes are written in
 * capitals; words ("Through Hole", "Radial 5mm") stay as written.
 */
export function normalizePackage(name: string): string {
  let p = name.normalize('NFKC').trim().replace(/\s+/g, ' ')
  if (!p) return ''
  // µSOP and uSOP are Maxim's names of MSOP.
  p = p.replace(/^[µμu]SOP/i, 'MSOP')
  p = p.replace(NUMBER_THEN_FAMILY, (_, pins: string, family: string) => `${family}-${pins}`)
  p = p.replace(FAMILY_THEN_NUMBER, (family: string) => `${family.replace('-', '').toUpperCase()}-`)
  p = p.replace(/^SO-(?=\d)/, 'SOIC-')
  const alone = FAMILY_ALONE.exec(p)
  // SO-8 is SOIC-8, so SO alone is SOIC alone.
  if (alone) p = alone[1]!.toUpperCase() === 'SO' ? 'SOIC' : alone[1]!.toUpperCase()
  return SAME_PACKAGE[p.toUpperCase()] ?? p
}
