/**
 * The references behind the site's own figures (site-facts.ts), each written once as it must appear in an article's
 * sources, every detail checked against the publisher's record: authors, year, title, journal, volume, issue, pages
 * and DOI. An article that uses a figure's {{variable}} cites its reference exactly so, or the build stops
 * (source-rules.ts).
 */
import type { Source } from './schema.ts'

/** A source as an editor writes it in the front matter (its link kind and label left to their defaults). */
export type Reference = Pick<Source, 'authors' | 'year' | 'title' | 'publisher' | 'url'>

/** 220 − âge « has a standard deviation of 10-12 bpm », as the introduction of this study (132 adults, 908 tests) says. */
const GELLISH_2007 = {
  authors: 'Gellish RL, Goslin BR, Olson RE, McDonald A, Russi GD, Moudgil VK',
  year: 2007,
  title: 'Longitudinal modeling of the relationship between age and maximal heart rate',
  publisher: 'Medicine & Science in Sports & Exercise, vol. 39, no 5, p. 822-829',
  url: 'https://doi.org/10.1097/mss.0b013e31803349c6',
} as const satisfies Reference

/** ACSM's classes of intensity (table 4): moderate from 64 % of the maximum, 40 % of the reserve, Borg 12-13. */
const GARBER_2011 = {
  authors: 'Garber CE, Blissmer B, Deschenes MR, Franklin BA, Lamonte MJ, Lee IM, Nieman DC, Swain DP',
  year: 2011,
  title:
    'Quantity and quality of exercise for developing and maintaining cardiorespiratory, musculoskeletal, and neuromotor fitness in apparently healthy adults: guidance for prescribing exercise',
  publisher: 'Medicine & Science in Sports & Exercise, vol. 43, no 7, p. 1334-1359 (prise de position de l’American College of Sports Medicine)',
  url: 'https://doi.org/10.1249/MSS.0b013e318213fefb',
} as const satisfies Reference

/** The Canadian 24-Hour Movement Guidelines: 150 minutes a week of moderate to vigorous physical activity. */
const ROSS_2020 = {
  authors: 'Ross R, Chaput JP, Giangregorio LM, Janssen I, Saunders TJ, Kho ME, et coll.',
  year: 2020,
  title:
    'Canadian 24-Hour Movement Guidelines for Adults aged 18–64 years and Adults aged 65 years or older: an integration of physical activity, sedentary behaviour, and sleep',
  publisher: 'Applied Physiology, Nutrition, and Metabolism, vol. 45, no 10 (suppl. 2), p. S57-S102',
  url: 'https://doi.org/10.1139/apnm-2020-0467',
} as const satisfies Reference

/**
 * The SOGC and CSEP guideline on physical activity during pregnancy, in French as the JOGC published it (pages of the
 * printed issue; the British Journal of Sports Medicine's co-publication note gives the provisional 1560-1570).
 */
export const MOTTOLA_2018 = {
  authors: 'Mottola MF, Davenport MH, Ruchat SM, Davies GA, Poitras VJ, Gray CE, et coll.',
  year: 2018,
  title: 'no 367-2019 – Lignes directrices canadiennes sur l’activité physique durant la grossesse',
  publisher:
    'Journal d’obstétrique et gynécologie du Canada (JOGC), vol. 40, no 11, p. 1538-1548 (directive clinique conjointe de la SOGC et de la SCPE)',
  url: 'https://doi.org/10.1016/j.jogc.2018.09.003',
} as const satisfies Reference

/** The reference each figure given to the Markdown as a {{variable}} rests on (the others are the site's own wording). */
export const FACT_SOURCES: Readonly<Record<string, Reference>> = {
  'erreur-formule': GELLISH_2007,
  'directive-150': ROSS_2020,
  'seuil-moyenne': GARBER_2011,
}
