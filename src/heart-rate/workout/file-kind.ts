/**
 * What a file is, from its first bytes rather than its name (a file renamed .fit is not a FIT file): a FIT file says
 * « .FIT » at bytes 8 to 11 of its header; a GPX or TCX file is XML, whose root element names it.
 */
export type WorkoutFileKind = 'fit' | 'gpx' | 'tcx'

const FIT_SIGNATURE = '.FIT'

/** The kind of a file, or null when it is none of the three. `bytes`: its first kilobytes at least. */
export function workoutFileKind(bytes: Uint8Array): WorkoutFileKind | null {
  if (bytes.length >= 12 && String.fromCharCode(...bytes.subarray(8, 12)) === FIT_SIGNATURE) return 'fit'
  const head = new TextDecoder().decode(bytes.subarray(0, 4096))
  // The root element, past the XML declaration, comments and a byte-order mark.
  const root = /<(?!\?|!)(?:[\w.-]+:)?([\w.-]+)/.exec(head)?.[1]
  if (root === 'gpx') return 'gpx'
  if (root === 'TrainingCenterDatabase') return 'tcx'
  return null
}
