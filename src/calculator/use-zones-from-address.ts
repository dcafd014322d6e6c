import { useQueryOnceHydrated } from '../browser/use-query-once-hydrated'
import { calculate, type CalculatorInput, type CalculatorResult } from '../heart-rate/methods'
import { readQuery } from './url-state'

/**
 * The zones of the age an address gives (?age=45, and the calculator's formula or measured maximum), in % of the
 * maximum; none without a valid age, nor before the page has hydrated (the pre-rendered page is everyone's).
 */
export function useZonesFromAddress(): { input: CalculatorInput; result: CalculatorResult } | null {
  const { input, cleanQuery } = readQuery(useQueryOnceHydrated())
  if (!new URLSearchParams(cleanQuery).has('age')) return null
  const maxOnly = { ...input, resting: null }
  return { input: maxOnly, result: calculate(maxOnly) }
}
