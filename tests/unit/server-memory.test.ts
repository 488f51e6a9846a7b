/**
 * What keeps a Node server process small (docs/benchmarks.md, Server memory): its V8 flags, the same
 * wherever the server is started, and its built code kept by V8 at one byte per character.
 */
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { missingV8Flags, SERVER_V8_FLAGS } from '../../server/node-flags'
import { asciiOnly } from '../../scripts/ascii-only.mjs'

// The benchmarks start it with SERVER_V8_FLAGS itself (tests/bench/built-server.mjs).
test('npm start and npm run serve start the server with its V8 flags', () => {
  const { scripts } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
    scripts: Record<string, string>
  }
  for (const name of ['start', 'serve']) {
    const flags = /\bnode ((?:--\S+ )*)dist\/node\/server\.mjs/.exec(scripts[name]!)?.[1]?.trim().split(' ')
    expect(flags, name).toEqual([...SERVER_V8_FLAGS])
  }
})

test("the cluster's workers get the flags the primary was not started with; its own win", () => {
  expect(missingV8Flags([])).toEqual([...SERVER_V8_FLAGS])
  expect(missingV8Flags(['--max-semi-space-size=4'])).toEqual(['--max-old-space-size=384'])
  expect(missingV8Flags(['--max-old-space-size=1024', '--max-semi-space-size=4'])).toEqual([])
})

test('built code written in ASCII means what it meant: regular expressions, strings, names', () => {
  // As esbuild leaves them: characters outside ASCII in regular expressions (the parameter parser's
  // units, the BOM reader's words for price and quantity), one beyond U+FFFF, with and without u.
  const code = [
    `const micro = /^[µμu]SOP/i.test('μSOP') && /(p|n|u|μ|k)/.test('μ') && !/^[µμ]$/.test('u')`,
    `const words = /price|цена|价|単価|가격|سعر/i.exec('単価 (USD)')?.[0]`,
    `const range = /[–—:]/g[Symbol.replace]('a–b—c', '-')`,
    `const astral = /^[😀-😂]$/u.test('😁') && /^😀$/.test('😀') && '😀'.length === 2`,
    `const ohm = 'Ω'.normalize('NFKC')`,
    `const über = 'ü'`,
    `return [micro, words, range, astral, ohm, über]`,
  ].join(';\n')
  const ascii = asciiOnly(code)
  expect([...ascii].every((c) => c.charCodeAt(0) < 0x80)).toBe(true)
  const run = (source: string) => new Function(source)() as unknown[]
  expect(run(ascii)).toEqual([true, '単価', 'a-b-c', true, 'Ω', 'ü'])
  expect(run(ascii)).toEqual(run(code))
})
