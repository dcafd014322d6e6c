/**
 * Code a visitor needs only when they interact: Radix tooltips and toasts (with floating-ui), the calculator's options, what its newer options add to
 * the results (reserve labels, counts without a watch, Friel's zones, the mode without zones, a watch's zones), its notice of a shared link's ignored values
 * and the head rewriting after a client-side navigation. Its chunks go to their own folder, and no page asks the browser to preload them: they load when used.
 */
const ON_DEMAND_MODULES = [
  /\/node_modules\/@radix-ui\//,
  /\/node_modules\/@floating-ui\//,
  /\/src\/ui\/feedback\/(InfoTooltip|Toaster)\.tsx$/,
  /\/src\/heart-rate\/(CalculatorOptions|IgnoredValues|NumberField|OptionField|ThresholdOptions|ChoiceOptions)\.tsx$/,
  /\/src\/heart-rate\/(option-results|NoZonesNotice|ThresholdZones|ThresholdLimits|WatchComparison)\.tsx$/,
  /\/src\/heart-rate\/(zone-extras|effort-scales|pulse-counts|friel-zones|watch-brands)\.ts$/,
  /virtual:content\/zone-details$/,
  /\/src\/seo\/apply-head\.ts$/,
  /\/src\/seo\/metadata\.ts$/,
]

export const ON_DEMAND_DIR = 'assets/sur-demande'

/** Rollup's chunkFileNames: a chunk made only of on-demand modules goes to the on-demand folder. */
export function chunkFileName({ moduleIds }: { moduleIds: readonly string[] }): string {
  const onDemand = moduleIds.length > 0 && moduleIds.every((id) => ON_DEMAND_MODULES.some((pattern) => pattern.test(id.replaceAll('\\', '/'))))
  return `${onDemand ? ON_DEMAND_DIR : 'assets'}/[name]-[hash].js`
}
