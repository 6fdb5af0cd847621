// RFC 1035 master-file lexing: comments, quoted strings, parentheses that
// continue an entry over several lines, and the escapes \X and \DDD, which
// apply inside and outside quotes alike. One logical entry per result, with
// the line it starts on so every problem can name its line.
import { runNow, type Steps } from '@server/core/paced';
import { bytesText, EscapeError, quoteBytes, unescapeBytes, utf8 } from './character-string';

export interface Token {
  /** The token as written, escapes kept (quotes removed): names split into labels on it. */
  raw: string;
  /** What the token stands for, escapes decoded: exactly these bytes go on the wire. */
  bytes: Uint8Array;
  /** `bytes` as text (UTF-8; bytes that are not UTF-8 show as U+FFFD). */
  text: string;
  quoted: boolean;
}

export interface Entry {
  /** 1-based line where the entry starts. */
  line: number;
  /** The entry began with whitespace: its owner is the previous entry's. */
  blankOwner: boolean;
  tokens: Token[];
  /** The first physical line, for messages. */
  text: string;
}

export class ZoneSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`Line ${line}: ${message}`);
  }
}

function token(raw: string, quoted: boolean, line: number): Token {
  try {
    const bytes = unescapeBytes(raw);
    return { raw, bytes, text: bytesText(bytes), quoted };
  } catch (err) {
    if (err instanceof EscapeError) throw new ZoneSyntaxError(line, err.message);
    throw err;
  }
}

/** The entries of a master file; yields after each line (core/paced.ts). */
export function* lexSteps(source: string): Steps<Entry[]> {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const entries: Entry[] = [];
  let current: Entry | null = null;
  let depth = 0;
  let openLine = 0;

  for (let ln = 0; ln < lines.length; ln++) {
    const text = lines[ln]!;
    const lineNo = ln + 1;
    if (depth === 0) {
      if (current && current.tokens.length) entries.push(current);
      current = { line: lineNo, blankOwner: /^[ \t]/.test(text), tokens: [], text };
    }
    let i = 0;
    while (i < text.length) {
      const c = text[i]!;
      if (c === ' ' || c === '\t') {
        i++;
      } else if (c === ';') {
        break;
      } else if (c === '(') {
        if (depth === 0) openLine = lineNo;
        depth++;
        i++;
      } else if (c === ')') {
        if (depth === 0) throw new ZoneSyntaxError(lineNo, 'A closing parenthesis ) without an opening one');
        depth--;
        i++;
      } else if (c === '"') {
        let j = i + 1;
        let raw = '';
        while (j < text.length && text[j] !== '"') {
          if (text[j] === '\\' && j + 1 < text.length) {
            raw += text[j]! + text[j + 1]!;
            j += 2;
          } else raw += text[j++];
        }
        if (j >= text.length) throw new ZoneSyntaxError(lineNo, 'A quoted string is not closed on its line');
        current!.tokens.push(token(raw, true, lineNo));
        i = j + 1;
      } else {
        let j = i;
        let raw = '';
        while (j < text.length && !' \t;()"'.includes(text[j]!)) {
          if (text[j] === '\\' && j + 1 < text.length) {
            raw += text[j]! + text[j + 1]!;
            j += 2;
          } else raw += text[j++];
        }
        current!.tokens.push(token(raw, false, lineNo));
        i = j;
      }
    }
    yield;
  }
  if (depth > 0) throw new ZoneSyntaxError(openLine, 'The parenthesis ( opened here is never closed');
  if (current && current.tokens.length) entries.push(current);
  return entries;
}

export const lex = (source: string): Entry[] => runNow(lexSteps(source));

/** Tokens of one rdata string (a stored value), e.g. `"v=spf1 ~all" "more"`. */
export function lexRdata(value: string): Token[] {
  return lex(value.replace(/\n/g, ' ')).flatMap((e) => e.tokens);
}

/** A text as a zone-file character-string: quoted, escaped so it reads back to the same UTF-8 bytes. */
export const quote = (s: string): string => quoteBytes(utf8(s));
