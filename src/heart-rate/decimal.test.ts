import { describe, expect, it } from 'vitest'
import { parseDecimal } from './decimal'

describe('a number as the calculator reads it at each keystroke', () => {
  const parseTypedNumber = (raw: string) => parseDecimal(raw, 'typing')

  it('reads the field: empty or unreadable gives null, never NaN; a decimal comma is read', () => {
    expect(parseTypedNumber('')).toBeNull()
    expect(parseTypedNumber('   ')).toBeNull()
    expect(parseTypedNumber('abc')).toBeNull()
    expect(parseTypedNumber('42')).toBe(42)
    expect(parseTypedNumber(' 7 ')).toBe(7)
    expect(parseTypedNumber('32,5')).toBe(32.5)
  })

  it('reads a French keyboard’s decimal comma as well as a point, and reads nothing else as a number', () => {
    expect(parseTypedNumber('52,5')).toBe(52.5)
    expect(parseTypedNumber('52.5')).toBe(52.5)
    // The comma just typed, its decimal not yet: the age so far.
    expect(parseTypedNumber('52,')).toBe(52)
    expect(parseTypedNumber(',5')).toBe(0.5)
    // Out of bounds but readable: the results follow it (spec §5), the field says it is not valid.
    expect(parseTypedNumber('-3')).toBe(-3)
    expect(parseTypedNumber('0')).toBe(0)
    // Not an age as typed: JavaScript would read some of them (1e2 is 100, 0x10 is 16), the field does not.
    for (const text of ['52 ans', '1e2', '0x10', '5,2,3', '52,,5', '-', ',', 'Infinity']) expect(parseTypedNumber(text), text).toBeNull()
  })
})

describe('a number as a shared link gives it', () => {
  it('reads it as written: no space, three digits at most before the decimal', () => {
    expect(parseDecimal('45', 'link')).toBe(45)
    expect(parseDecimal('52,5', 'link')).toBe(52.5)
    for (const raw of [' 45', '1000', '-5', '1e2', '0x2d', '']) expect(parseDecimal(raw, 'link'), raw).toBeNull()
  })
})
