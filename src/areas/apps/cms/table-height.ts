// DataTable scrolls inside a fixed height; a short list gets a short table and
// a long one stops at `cap`. The header row and borders take 42 px, a row 48.
const CHROME_PX = 42;
const ROW_PX = 48;

export const tableHeight = (rows: number, cap: string) => `min(${cap}, ${CHROME_PX + Math.max(rows, 1) * ROW_PX}px)`;
