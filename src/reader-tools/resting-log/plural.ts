/** A count and its word, with a non-breaking space and the plural's « s » from 2 on: « 1 mesure », « 3 mesures ». */
export const plural = (count: number, word: string) => `${count}\u00a0${word}${count > 1 ? 's' : ''}`
