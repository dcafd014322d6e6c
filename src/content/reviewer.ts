import type { Reviewer } from './schema'

/** « Révisé par Dre Anne Exemple, cardiologue, Institut Exemple », shown beside the review date. */
export const reviewedBy = (reviewer: Reviewer) =>
  `Révisé par ${[reviewer.name, reviewer.credential, reviewer.organization].filter(Boolean).join(', ')}`
