/**
 * The column kinds of a BOM (contract/bom.ts ColumnMapping), in a module of their own without zod,
 * so that the BOM pages' column-mapping step (components/bom/BomUpload.tsx) names them without
 * bringing the contract's schemas into the browser.
 */
export const BOM_COLUMN_KINDS = [
  'mpn',
  'manufacturer',
  'quantity',
  'designators',
  'description',
  'customerRef',
  'package',
  'targetPrice',
  'supplierPn',
  'dateCode',
] as const
