import { Calculator } from '../calculator/Calculator'
import type { CalculatorSite } from '../calculator/CalculatorResults'
import { ToastHost } from '../ui/feedback/ToastHost'

/**
 * The calculator, on the home page and the calculator page, with the toasts it shows (a link copied). Loads when it
 * comes near the screen: on the calculator page that is at once; on the home page, below the fold, only if the
 * visitor scrolls to it.
 */
export default function CalculatorIsland({ site }: { site: CalculatorSite }) {
  return (
    <>
      <Calculator site={site} />
      <ToastHost />
    </>
  )
}
