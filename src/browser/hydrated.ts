/** Set on <html> once the page has hydrated (src/layout/RootLayout.tsx): from then on, every control responds. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated'
