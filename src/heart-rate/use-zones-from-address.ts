import { useLocation } from 'react-router-dom'
import { useHydrated } from '../components/use-hydrated'
import { calculate, type CalculatorInput, type CalculatorResult } from './methods'
import { readQuery } from './url-state'

/**
 * The zones of the age an address gives (?age=45, and the calculator's formula or measured maximum), in % of the
 * maximum; none without a valid age, nor before the page has hydrated (the pre-rendered page is everyone's).
 */
export function useZonesFromAddress(): { input: CalculatorInput; result: CalculatorResult } | null {
  const { search } = useLocation()
  const { input, cleanQuery } = readQuery(useHydrated() ? search : '')
  if (!new URLSearchParams(cleanQuery).has('age')) return null
  const maxOnly = { ...input, resting: null }
  return { input: maxOnly, result: calculate(maxOnly) }
}
