import { useEffect, useState } from 'react'

export type OptionResults = (typeof import('./option-results'))['optionResults']

/** What the newer options add to the results loads the first time one of them is in use, not with the page. */
export function useOptionResults(needed: boolean): OptionResults | null {
  const [module, setModule] = useState<OptionResults | null>(null)
  useEffect(() => {
    if (needed && !module) void import('./option-results').then(({ optionResults }) => setModule(optionResults))
  }, [needed, module])
  return module
}
