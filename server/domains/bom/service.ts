/**
 * The BOM tool's rules and queries (contract/bom.ts). Every call works on a BOM of the signed-in
 * user (ctx.session): another user's BOM is not found. A BOM is created from an upload with the
 * columns the reader detected (status 'mapping'); matching it (mate) confirms the columns and
 * matches every line (match.ts) and chooses an offer for each matched one (offers.ts). Lines are
 * priced whenever they are read, from the chosen offer and the order quantity.
 */
export type { Columns, Refusal } from './store'
export { uploadBom } from './upload'
export { listBoms, getBom, bomLinesPage, allLineViews } from './read'
export { mateBom } from './matching'
export { sendToCart, type CartSelection } from './cart'
export {
  renameBom,
  deleteBoms,
  setSets,
  changeQty,
  deleteLines,
  moreSuppliers,
  changeSupplier,
  addLine,
  morePartNumbers,
  changePart,
} from './changes'
