/**
 * Every part's picture: a clean drawing of its package family (public/assets/packages/, one SVG
 * per family), chosen from the package name, else from the description's words (T/H, SMD, RADIAL,
 * CONN, MODULE). The files carry their content's hash in the name (sha256, 8 hex digits; a unit
 * test checks it), so under /assets/ they are cached for a year (server/node.ts, public/_headers)
 * and a changed drawing gets a new name. The page writes the alt text (the package's name).
 */
export const PACKAGE_PICTURES = {
  bga: '/assets/packages/bga-1f132633.svg',
  chip: '/assets/packages/chip-6c76964d.svg',
  connector: '/assets/packages/connector-a3442601.svg',
  dip: '/assets/packages/dip-4d3dac85.svg',
  module: '/assets/packages/module-6824cc7b.svg',
  qfn: '/assets/packages/qfn-6b03b45d.svg',
  qfp: '/assets/packages/qfp-4ace6484.svg',
  smd: '/assets/packages/smd-c3d8e110.svg',
  soic: '/assets/packages/soic-d686a0d9.svg',
  sot23: '/assets/packages/sot23-d1d9393c.svg',
  tht: '/assets/packages/tht-4c4a827c.svg',
  to220: '/assets/packages/to220-f1d2a711.svg',
  to92: '/assets/packages/to92-97f99d20.svg',
} as const

export type PackageFamily = keyof typeof PACKAGE_PICTURES

/** Package name patterns, in order: the first that matches names the family. */
const BY_PACKAGE: [RegExp, PackageFamily][] = [
  [/^(P?DIP|SDIP|CDIP|SIP|ZIP)\b|DIP-?\d/i, 'dip'],
  [/BGA|WLCSP|CSP|DSBGA|WLP/i, 'bga'],
  [/QFP|PLCC/i, 'qfp'],
  [/QFN|DFN|SON\b|SON-|LGA|LFCSP|UFQFPN|MLF|MLP/i, 'qfn'],
  [
    /^(SOIC|SO|SOP|SSOP|TSSOP|HTSSOP|MSOP|VSSOP|QSOP|TSOP|SOJ|HSOP)\b|^(SOIC|SO|SOP|SSOP|TSSOP|MSOP|VSSOP)-?\d/i,
    'soic',
  ],
  [/^(SOT|TSOT|SC-?70|SC-?59|SC-?74|SC-?88|SOT-?23|SOT-?323|SOT-?363|SOT-?223|SOT-?89|SOT-?143)/i, 'sot23'],
  [/^TO-?92|^TO-?226/i, 'to92'],
  [/^(TO-?220|TO-?247|TO-?263|TO-?252|TO-?3P|D2?PAK|DPAK|I2PAK|TO-?218)/i, 'to220'],
  [/^(0201|0402|0603|0805|1206|1210|1812|2010|2512|SOD|SMA|SMB|SMC|MELF|MINIMELF|DO-?214)/i, 'chip'],
  [/^(DO-?35|DO-?41|DO-?15|DO-?201|AXIAL|RADIAL)/i, 'tht'],
]

/** The family of a part's package (its name, else the description's words). */
export function packageFamily(pkg: string, description = '', category = ''): PackageFamily {
  const p = pkg.trim()
  for (const [re, family] of BY_PACKAGE) if (p && re.test(p)) return family
  const d = ` ${description.toUpperCase()} `
  const c = category.toLowerCase()
  // The description's last word is often a package too ("... 14DIP", "... TO92-3", "... SOT23-3").
  const last = d.trim().split(/\s+/).pop() ?? ''
  const tail = last.replace(/^\d+-?/, '')
  for (const [re, family] of BY_PACKAGE) if (tail && re.test(tail)) return family
  if (/\bCONN\b|\bHEADER\b|\bSOCKET\b|\bJACK\b|\bPLUG\b/.test(d) || c.includes('connector')) return 'connector'
  if (/\b(MODULE|BOARD|KIT|EVAL|DEV)\b/.test(d) || /module|board|kit/.test(c)) return 'module'
  if (/\s(T\/H|TH|PC PIN|RADIAL|AXIAL|THROUGH HOLE)\s/.test(d)) return 'tht'
  return 'smd'
}

/** The picture URL of a part. */
export function partPicture(pkg: string, description = '', category = ''): string {
  return PACKAGE_PICTURES[packageFamily(pkg, description, category)]
}
