/** The resting log as the browser keeps it, for the specs that open the log's page on what an earlier visit left. */
import type { Page } from '@playwright/test'
import { hydrated } from './fixtures'

export const TOOL = '/outils/journal-frequence-cardiaque-repos'
const KEY = 'cardiobpm-journal-repos'

/** The reader's clock, fixed at 7 in the morning of `date`. */
export const morning = (page: Page, date: string) => page.clock.setFixedTime(new Date(`${date}T07:00:00`))

/** A log as the site stores it, written out here: {"version":1,"entries":[…]}, then any other field. */
export const storedLog = (entries: readonly unknown[], more: Record<string, unknown> = {}) => JSON.stringify({ version: 1, entries, ...more })

/** `count` mornings from 27 October 2026, 55 to 57 BPM, then the last three at 62: the sign is raised. */
export const risingMornings = (count: number) =>
  Array.from({ length: count }, (_, day) => ({
    date: new Date(Date.UTC(2026, 9, 27 + day)).toISOString().slice(0, 10),
    bpm: day >= count - 3 ? 62 : 55 + (day % 3),
  }))

/** The log the browser holds now, as stored. */
export const stored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), KEY)

/** Puts a stored log in the browser, as an earlier visit (or a damaged one) left it, and opens the page on it. */
export async function openWith(page: Page, raw: string) {
  await page.goto(TOOL)
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [KEY, raw] as const)
  await page.reload()
  await hydrated(page)
}
