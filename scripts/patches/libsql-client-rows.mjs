// Patches @libsql/client/lib-esm/sqlite3.js (0.15) in the Node server bundle; see
// scripts/build-servers.mjs. For every row of every query the client built an object with two
// Object.defineProperty calls per column (a hidden index and the column name), which also leaves the
// object in V8's slow dictionary mode; drizzle then copies the enumerable columns out of it. That
// was about 6 % of the instructions of a product page render (valgrind, in-process, 22,000 parts).
//
// The rows here are the same to their readers: the column names (first of equal names) are own,
// enumerable, writable properties; `length` and the indexes are not enumerable (they are getters on
// a prototype shared by all rows with the same columns, over the values kept under a hidden symbol),
// so Object.keys, JSON.stringify, spreading, drizzle's normalizeRow and Array.prototype.slice.call
// see what they saw before. A column called `length`, `__proto__` or like an index is defined
// the way the client defined it.

const original = `function rowFromSql(sqlRow, columns, intMode) {
    const row = {};
    // make sure that the "length" property is not enumerable
    Object.defineProperty(row, "length", { value: sqlRow.length });
    for (let i = 0; i < sqlRow.length; ++i) {
        const value = valueFromSql(sqlRow[i], intMode);
        Object.defineProperty(row, i, { value });
        const column = columns[i];
        if (!Object.hasOwn(row, column)) {
            Object.defineProperty(row, column, {
                value,
                enumerable: true,
                configurable: true,
                writable: true,
            });
        }
    }
    return row;
}`

const replacement = `const rowValues = Symbol("rowValues");
const rowShapes = new Map();
/** Per list of column names: the rows' prototype, and which value each column name takes. */
function rowShape(columns) {
    const key = columns.join("\\u0000");
    let shape = rowShapes.get(key);
    if (shape) return shape;
    const proto = {};
    Object.defineProperty(proto, "length", { get() { return this[rowValues].length; } });
    for (let i = 0; i < columns.length; ++i) {
        Object.defineProperty(proto, i, { get() { return this[rowValues][i]; } });
    }
    const assigned = [];
    const defined = [];
    const seen = new Set();
    for (let i = 0; i < columns.length; ++i) {
        const column = columns[i];
        if (seen.has(column)) continue;
        seen.add(column);
        // Taken by length or an index, as in the client's own rows.
        if (column === "length" || Object.hasOwn(proto, column)) continue;
        (column === "__proto__" ? defined : assigned).push([i, column]);
    }
    shape = { proto, assigned, defined };
    if (rowShapes.size > 1000) rowShapes.clear();
    rowShapes.set(key, shape);
    return shape;
}
let lastColumns;
let lastShape;
function rowFromSql(sqlRow, columns, intMode) {
    // All rows of one result share their columns array.
    const shape = columns === lastColumns ? lastShape : (lastShape = rowShape((lastColumns = columns)));
    const values = new Array(sqlRow.length);
    for (let i = 0; i < sqlRow.length; ++i) values[i] = valueFromSql(sqlRow[i], intMode);
    const row = Object.create(shape.proto);
    Object.defineProperty(row, rowValues, { value: values });
    for (const [i, column] of shape.assigned) row[column] = values[i];
    for (const [i, column] of shape.defined) {
        Object.defineProperty(row, column, { value: values[i], enumerable: true, configurable: true, writable: true });
    }
    return row;
}`

export function patch(source) {
  if (!source.includes(original)) return null
  return source.replace(original, () => replacement)
}
