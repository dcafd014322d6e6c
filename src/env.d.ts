/// <reference types="vite/client" />

/** Year of the build, fixed at build time so that pre-rendered HTML and hydration agree. */
declare const __BUILD_YEAR__: number
