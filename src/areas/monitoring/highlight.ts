// Splitting a log line around what the person searched for, so the matches can
// be wrapped in <mark>. The search is a plain, case-insensitive substring: what
// is typed is never turned into a regular expression, so "[error]" or "a.b*"
// mean exactly those characters.

export interface Piece {
  text: string;
  match: boolean;
}

/** The line as alternating text and match pieces; no match (or an empty query) is the line as one piece. */
export function splitMatches(line: string, query: string): Piece[] {
  if (query === '') return [{ text: line, match: false }];
  const hay = line.toLowerCase();
  const needle = query.toLowerCase();
  // Lower-casing can change a string's length (e.g. "İ"); then the offsets would not line up, so fall back
  // to comparing character by character with the same length on both sides.
  if (hay.length !== line.length || needle.length !== query.length) return splitBySlices(line, query);
  const pieces: Piece[] = [];
  let from = 0;
  for (let at = hay.indexOf(needle); at !== -1; at = hay.indexOf(needle, at + needle.length)) {
    if (at > from) pieces.push({ text: line.slice(from, at), match: false });
    pieces.push({ text: line.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < line.length || pieces.length === 0) pieces.push({ text: line.slice(from), match: false });
  return pieces;
}

function splitBySlices(line: string, query: string): Piece[] {
  const needle = query.toLowerCase();
  const pieces: Piece[] = [];
  let from = 0;
  let at = 0;
  while (at + query.length <= line.length) {
    if (line.slice(at, at + query.length).toLowerCase() === needle) {
      if (at > from) pieces.push({ text: line.slice(from, at), match: false });
      pieces.push({ text: line.slice(at, at + query.length), match: true });
      at += query.length;
      from = at;
    } else at += 1;
  }
  if (from < line.length || pieces.length === 0) pieces.push({ text: line.slice(from), match: false });
  return pieces;
}

/** Whether the line holds the query (same rule as the highlighting). */
export const lineMatches = (line: string, query: string) =>
  query === '' || splitMatches(line, query).some((p) => p.match);
