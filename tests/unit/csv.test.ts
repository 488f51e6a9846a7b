/**
 * The console's CSV writer (server/domains/admin/csv.ts): RFC 4180 quoting, CRLF records, a UTF-8
 * byte order mark, and no field a spreadsheet would run as a formula.
 */
import { expect, test } from 'vitest'
import { csvField, csvFile } from '../../server/domains/admin/csv'

test('a field starting with = + - @, tab or CR is prefixed with an apostrophe', () => {
  for (const [input, out] of [
    ['=1+2', "'=1+2"],
    ['+49 30 1234567', "'+49 30 1234567"],
    ['-5', "'-5"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\t=cmd', "'\t=cmd"],
    ['a=b', 'a=b'],
    ['buyer@example.com', 'buyer@example.com'],
  ])
    expect(csvField(input)).toBe(out)
})

test('quotes a field holding a comma, a quote, CR or LF, doubling its quotes', () => {
  expect(csvField('a,b')).toBe('"a,b"')
  expect(csvField('say "hi"')).toBe('"say ""hi"""')
  expect(csvField('one\ntwo')).toBe('"one\ntwo"')
  expect(csvField('one\rtwo')).toBe('"one\rtwo"')
  expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`)
  expect(csvField('plain')).toBe('plain')
  expect(csvField(null)).toBe('')
  // Our own numbers are data, not typed text: a negative number stays a number.
  expect(csvField(-3)).toBe('-3')
})

test('a file: BOM, CRLF after every record, non-Latin text as UTF-8', () => {
  const bytes = csvFile([
    ['email', 'language'],
    ['王@例子.cn', 'zh'],
  ])
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  expect(new TextDecoder().decode(bytes.slice(3))).toBe('email,language\r\n王@例子.cn,zh\r\n')
})
