/**
 * What a reader types into a number field of the tests, read as every number of the site is (decimal.ts): a French
 * decimal comma or a point, spaces around, nothing else. Every refusal is a sentence in French that says what to type
 * instead, never NaN.
 */
import { parseDecimal } from './decimal'

/** A field's reading: the number it holds, or why it cannot be used. */
export type Reading = { value: number; error?: never } | { value?: never; error: string }

/** What the messages call a field, and the bounds of what it may hold. */
export interface NumberField {
  /** « la fréquence à la fin de l’effort »: the field as the sentence « Entrez … » names it. */
  name: string
  unit: string
  min: number
  max: number
}

/** `value` rounded to `digits` decimals: what is shown, and what is judged, so that the two always agree. */
export function roundTo(value: number, digits = 1): number {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}

/** « 5,7 »: a number as French writes it, with at most `digits` decimals and none when it is whole. */
export function formatDecimal(value: number, digits = 1): string {
  return String(roundTo(value, digits)).replace('.', ',')
}

/** The message for a number out of its field's bounds. */
const outOfBounds = (field: NumberField) => `Entrez une valeur entre ${field.min} et ${field.max}\u00a0${field.unit}.`

/** Reads one field: empty, letters, zero and values out of bounds each get their own message. */
export function readNumber(raw: string, field: NumberField): Reading {
  const trimmed = raw.trim()
  if (trimmed === '') return { error: `Entrez ${field.name}.` }
  const value = parseDecimal(trimmed)
  if (value === null)
    return { error: `« ${trimmed} » n’est pas un nombre\u00a0: tapez seulement des chiffres, avec une virgule s’il y a des décimales.` }
  if (value < field.min || value > field.max) return { error: outOfBounds(field) }
  return { value }
}

/** « 26 BPM », « 56,5 BPM »: a rate, or a difference of rates, to the tenth. */
export const formatRate = (bpm: number): string => `${formatDecimal(bpm)}\u00a0BPM`
