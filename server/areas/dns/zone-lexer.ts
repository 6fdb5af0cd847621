// RFC 1035 master-file lexing: comments, quoted strings with escapes, and
// parentheses that continue an entry over several lines. One logical entry
// per result, with the line it starts on so every problem can name its line.

export interface Token {
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

/** Unescape a quoted string's content: \" \\ and \DDD (decimal byte). */
function unescape(raw: string, line: number): string {
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]!;
    if (c !== '\\') {
      out += c;
      continue;
    }
    const digits = raw.slice(i + 1, i + 4);
    if (/^\d{3}$/.test(digits)) {
      const code = Number(digits);
      if (code > 255) throw new ZoneSyntaxError(line, `\\${digits} is not a byte value (0-255)`);
      out += String.fromCharCode(code);
      i += 3;
    } else if (i + 1 < raw.length) {
      out += raw[++i];
    } else throw new ZoneSyntaxError(line, 'A backslash ends the string');
  }
  return out;
}

export function lex(source: string): Entry[] {
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
        current!.tokens.push({ text: unescape(raw, lineNo), quoted: true });
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
        current!.tokens.push({ text: raw, quoted: false });
        i = j;
      }
    }
  }
  if (depth > 0) throw new ZoneSyntaxError(openLine, 'The parenthesis ( opened here is never closed');
  if (current && current.tokens.length) entries.push(current);
  return entries;
}

/** Tokens of one rdata string (a stored value), e.g. `"v=spf1 ~all" "more"`. */
export function lexRdata(value: string): Token[] {
  return lex(value.replace(/\n/g, ' ')).flatMap((e) => e.tokens);
}

/** A character-string in zone-file syntax: quoted, with " and \ escaped. */
export function quote(s: string): string {
  return `"${s.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}
