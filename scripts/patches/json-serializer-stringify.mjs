// Patches @brillout/json-serializer/dist/stringify.js (0.5) in the Node server bundle; see
// scripts/build-servers.mjs. Vike serializes every page's pageContext with it (about 10 KB on a
// product page). For every value, its JSON.stringify replacer copied the value's property path into
// a new array and kept it in a WeakMap (the path only ever appears in an error message), and made
// two new copies of the list of special types; that was about 5 % of a product page's CPU time.
//
// Here a replacer without paths runs first. Plain booleans, finite numbers, null and strings not
// starting with `!` are returned as they are (no special type matches them); every other value
// goes through the same checks, in the same order, as in the original. When anything goes wrong
// (a function, a React element, a cycle), the original runs instead, so errors carry their paths
// as before. With a user replacer or sortObjectKeys the original runs.

const serializeLine = `    let serialized = serializer(value);`

const serializeWithoutPathsFirst = `    let serialized = (replacerUserProvided || sortObjectKeys ? undefined : stringifyWithoutPaths(value, forbidReactElements, space)) ?? serializer(value);`

const stringifyWithoutPaths = `
const typesMostSpecificFirst = types.slice().reverse();
/** The serialized value, or undefined where the original stringify must run (and throw). */
function stringifyWithoutPaths(rootValue, forbidReactElements, space) {
    const serializer = (val) => JSON.stringify(val, replacer, space);
    function replacer(key) {
        const value = this[key];
        if (value === null || value === true || value === false) return value;
        if (typeof value === 'number' && Number.isFinite(value)) return value;
        if (typeof value === 'string' && value.charCodeAt(0) !== 33) return value;
        if (forbidReactElements && isReactElement(value)) throw new Error('React element');
        if (isCallable(value)) throw new Error('function');
        for (const { is, serialize } of typesMostSpecificFirst) {
            if (is(value)) return serialize(value, serializer);
        }
        return value;
    }
    try {
        return serializer(rootValue);
    }
    catch {
        return undefined;
    }
}
`

const anchor = `function genErr(`

export function patch(source) {
  if (source.split(serializeLine).length !== 2 || source.split(anchor).length !== 2) return null
  return source
    .replace(serializeLine, () => serializeWithoutPathsFirst)
    .replace(anchor, () => `${stringifyWithoutPaths}${anchor}`)
}
