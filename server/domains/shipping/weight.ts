/**
 * Unit weights for freight. Parts carry `unit_weight_mg` when the data has it (the demo seed
 * generates one for every part from its package); a part without one weighs what its package
 * typically weighs, so a parcel is never weighed as nothing.
 */

const BY_PACKAGE: [RegExp, number][] = [
  [/0201|0402|01005/i, 1],
  [/0603|0805|SOD-?923|SOD-?523/i, 5],
  [/1206|1210|SOD|SOT-?(23|323|363|563)|SC-?70/i, 15],
  [/SOIC|SOP|MSOP|TSSOP|QFN|DFN|SON|SOT-?223|DPAK|LGA|WLCSP|BGA/i, 150],
  [/QFP|LQFP|TQFP|PLCC|D2PAK/i, 450],
  [/DIP|PDIP|TO-?92|SIP/i, 700],
  [/TO-?220|TO-?247|TO-?3P|MODULE|HEADER|CONN/i, 2500],
]

/** A typical weight of one piece in the given package, in milligrams (50 mg when unknown). */
export function typicalUnitWeightMg(pkg: string): number {
  for (const [pattern, mg] of BY_PACKAGE) if (pattern.test(pkg)) return mg
  return 50
}

/** The weight of one piece: the part's own, else its package's typical weight. */
export function unitWeightMg(part: { unitWeightMg: number | null; package: string }): number {
  return part.unitWeightMg ?? typicalUnitWeightMg(part.package)
}
