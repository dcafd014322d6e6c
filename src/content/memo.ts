/**
 * A result kept from one build to the next. The pipeline (./pipeline.ts) asks through a memo for each file's YAML,
 * each article's checks and rendering, and each file's words for the passages compared; the build's memo
 * (scripts/content-cache.ts) keeps them on the disk, so that after an editor's change to an article's text, only that
 * article is parsed, checked and rendered again (every file is still read, and the checks across files still run).
 * Every other reader of content/ (the development server, the CMS, the tests) computes everything: `computeAlways`.
 */

/**
 * The result of `kind` for `key`, computed only when none is kept. The key holds every content input the result
 * depends on; what it depends on outside content/ (the code, the files of public/) is the memo's own affair.
 */
export type Memo = <T>(kind: string, key: readonly string[], compute: () => T) => T

export const computeAlways: Memo = (_kind, _key, compute) => compute()
