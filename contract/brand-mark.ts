// The control panel's mark, drawn inline in the header and on the login screen by the dashboard
// (src/components/brand-mark.tsx) and by the served page's first frame (server/pages/first-frame.ts).
// Not an image of an SVG file: Chromium builds a separate SVG document on the main thread for each
// image that shows one, 4 to 9 ms each on a two-core machine, which the first render paid again
// inside its commit, and the tab's icon once more after the page's load (issue 34). The tab's icon is
// public/favicon.png, this mark drawn at 64 px.
export const BRAND_MARK = {
  viewBox: '0 0 32 32',
  tile: { size: 32, radius: 7, colour: '#2563eb' },
  /** The two server bars, in white. */
  bars: 'M8 11h16v4H8zm0 6h16v4H8z',
  /** Each bar's light, in the tile's colour. */
  lights: [
    { cx: 21, cy: 13 },
    { cx: 21, cy: 19 },
  ],
  lightRadius: 1.2,
} as const;
