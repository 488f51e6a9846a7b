// Stands in for vike/dist/utils/objectAssign.js (vike 0.4.266) in the server bundles; see
// scripts/build-servers.mjs. vike copies properties between page contexts about 30 times per page
// request with Object.defineProperties(obj, Object.getOwnPropertyDescriptors(addendum)), which
// builds a descriptor object for every property and redefines each one. Measured with valgrind on
// the product page (instructions, in-process): about 4 % of a page render. The result is the same
// here: every own property (symbols and non-enumerable ones included) keeps its descriptor, getters
// are copied, not called. Only a plain data property (writable, enumerable, configurable) copied
// onto a plain object where the key is absent or also plain data is assigned instead of defined,
// which is the same operation for such objects. Drop this file when vike copies cheaply itself.
import { assert } from './assert.js'

const isPlainData = (d) => d.writable === true && d.enumerable === true && d.configurable === true && 'value' in d

export function objectAssign(obj, objAddendum, objAddendumCanBeOriginalObject) {
  if (!objAddendum) return
  if (!objAddendumCanBeOriginalObject) assert(!objAddendum._isOriginalObject)
  // On an object whose prototype is Object.prototype (or none), assigning a key other than
  // __proto__ meets no setter and no read-only property on the way.
  const proto = Object.getPrototypeOf(obj)
  const plainTarget = proto === Object.prototype || proto === null
  for (const key of Reflect.ownKeys(objAddendum)) {
    const d = Reflect.getOwnPropertyDescriptor(objAddendum, key)
    if (plainTarget && key !== '__proto__' && isPlainData(d)) {
      const own = Reflect.getOwnPropertyDescriptor(obj, key)
      if (own === undefined ? Object.isExtensible(obj) : isPlainData(own)) {
        obj[key] = d.value
        continue
      }
    }
    Object.defineProperty(obj, key, d)
  }
}
