// What a URL redirect will do with the rest of the path and the query string,
// said beside the form while it is written. These are the server's rules
// (each listed redirect carries the server's own sentence, `handling`): a path
// matches with or without a trailing slash; a wildcard covers everything under
// its path, segment by segment, and appends the rest of the path to the
// destination; the query string is passed on after the destination's own.

export function wildcardHint(wildcard: boolean): string {
  return wildcard
    ? 'Wildcard: the path and everything under it is redirected (/press covers /press/2024, not /pressroom), and the rest of the path is appended to the destination. The query string is passed on after the destination’s own.'
    : 'Exact: only this path is redirected, with or without a trailing slash; pages under it are not. The query string is passed on after the destination’s own.';
}
