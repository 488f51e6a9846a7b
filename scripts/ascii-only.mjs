/**
 * Built code with every character outside ASCII written as a \u escape (scripts/build-servers.mjs).
 * V8 keeps a module's text in memory as long as the module lives, at one byte per character when
 * all of it is Latin-1 and at two when a single character is not. esbuild (charset ascii, its
 * default) escapes such characters in strings and names but leaves them in regular expressions
 * (/[µμ]/); with comments gone (minified) those are the only places left, and there a \uXXXX escape
 * (a surrogate pair for a character beyond U+FFFF) means the same character, with or without the
 * u flag. Not for code with tagged templates (their raw text would change) or comments.
 */
export function asciiOnly(code) {
  // eslint-disable-next-line no-control-regex -- every character from U+0000 to U+007F stays as it is
  return code.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}
