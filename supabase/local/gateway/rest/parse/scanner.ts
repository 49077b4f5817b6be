/**
 * A character cursor shared by the query-string parsers. It knows its position so that every
 * parse failure can say where it happened, in PostgREST's "(line 1, column N)" style.
 */

export class ParseError extends Error {
  constructor(
    readonly what: string,
    readonly input: string,
    readonly column: number,
    readonly details: string,
  ) {
    super(`"failed to parse ${what} (${input})" (line 1, column ${column})`);
    this.name = 'ParseError';
  }
}

/** Characters allowed in an unquoted identifier (PostgREST also allows spaces and `$`). */
const IDENT = /[\p{L}\p{N}_$ -]/u;

export class Scanner {
  pos = 0;
  constructor(
    readonly input: string,
    readonly what: string,
  ) {}

  get done(): boolean {
    return this.pos >= this.input.length;
  }

  peek(offset = 0): string {
    return this.input[this.pos + offset] ?? '';
  }

  startsWith(s: string): boolean {
    return this.input.startsWith(s, this.pos);
  }

  eat(s: string): boolean {
    if (!this.startsWith(s)) return false;
    this.pos += s.length;
    return true;
  }

  expect(s: string): void {
    if (!this.eat(s)) this.fail(`expecting "${s}"`);
  }

  fail(expecting: string): never {
    const found = this.done ? 'end of input' : `"${this.peek()}"`;
    throw new ParseError(this.what, this.input, this.pos + 1, `unexpected ${found} ${expecting}`);
  }

  /** An unquoted identifier; stops at `-` only when it starts an arrow. */
  identifier(): string {
    const start = this.pos;
    while (!this.done && IDENT.test(this.peek()) && !this.startsWith('->')) this.pos += 1;
    if (this.pos === start) this.fail('expecting an identifier');
    return this.input.slice(start, this.pos);
  }

  /** A double-quoted string with backslash escapes (`""` is also accepted as a quote). */
  quoted(): string {
    this.expect('"');
    let out = '';
    while (!this.done) {
      const ch = this.peek();
      if (ch === '\\' && this.pos + 1 < this.input.length) {
        out += this.input[this.pos + 1];
        this.pos += 2;
      } else if (ch === '"') {
        if (this.peek(1) === '"') {
          out += '"';
          this.pos += 2;
          continue;
        }
        this.pos += 1;
        return out;
      } else {
        out += ch;
        this.pos += 1;
      }
    }
    this.fail('expecting a closing quote');
  }

  /** A column name, quoted or not. */
  name(): string {
    return this.peek() === '"' ? this.quoted() : this.identifier();
  }

  rest(): string {
    const s = this.input.slice(this.pos);
    this.pos = this.input.length;
    return s;
  }
}
