// The BOM section of the dictionary, as on the BOM pages.
export { onBeforeRenderClient } from '../../bom/+onBeforeRenderClient'
