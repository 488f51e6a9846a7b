/**
 * Countries and regions (ISO 3166-1 alpha-2), shared by the browser forms and the server:
 * registration, profile and addresses store the code; names come from Intl.DisplayNames in the
 * reader's language (available on Node and on workerd), so no name list is kept here.
 */
const CODES = `
AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV
BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES
ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE
IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY
MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU
NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM
SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE
VG VI VN VU WF WS YE YT ZA ZM ZW`

export const COUNTRY_CODES: readonly string[] = CODES.trim().split(/\s+/)
const known = new Set(COUNTRY_CODES)

export function isCountryCode(code: string): boolean {
  return known.has(code)
}

const displayNames = new Map<string, Intl.DisplayNames | null>()

/** The name of a country or region in a language (BCP 47 tag); the code itself if the runtime has no name. */
export function countryName(code: string, bcp47: string): string {
  if (!displayNames.has(bcp47)) {
    try {
      displayNames.set(bcp47, new Intl.DisplayNames([bcp47, 'en'], { type: 'region', fallback: 'code' }))
    } catch {
      displayNames.set(bcp47, null)
    }
  }
  return displayNames.get(bcp47)?.of(code) ?? code
}

/** Every country or region with its name in a language, sorted by that name as the language sorts. */
export function countryList(bcp47: string): { code: string; name: string }[] {
  const collator = new Intl.Collator(bcp47)
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, bcp47) })).sort((a, b) =>
    collator.compare(a.name, b.name),
  )
}
