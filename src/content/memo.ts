/**
 * A result kept from one build to the next. The pipeline (./pipeline.ts) asks for each file's parsing and checks
 * through a memo; the build's memo (scripts/content-cache.ts) keeps them on the disk, so that a rebuild after an
 * editor's change parses and checks the changed file only. Every other reader of content/ (the development server,
 * the CMS, the tests) computes everything: `computeAlways`.
 */

/**
 * The result of `kind` for `key`, computed only when none is kept. The key holds every content input the result
 * depends on; what it depends on outside content/ (the code, the files of public/) is the memo's own affair.
 */
export type Memo = <T>(kind: string, key: readonly string[], compute: () => T) => T

export const computeAlways: Memo = (_kind, _key, compute) => compute()
