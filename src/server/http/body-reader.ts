/**
 * Reading the JSON bodies of the account, login and registration calls: each field is checked on
 * its own and every problem is an i18n key, so a 422 names all bad fields at once in the caller's
 * language (fieldErrors). Text is trimmed and loses control characters (PostgreSQL refuses NUL in text,
 * and none belongs in a name or an address line); an empty optional text is null.
 */

const CONTROL = /[\u0000-\u001f\u007f]/g;
const clean = (text: string) => text.replace(CONTROL, '').trim();

/** Text with a control character in it (an e-mail address must not be silently changed into another). */
export const hasControl = (text: string): boolean => /[\u0000-\u001f\u007f]/.test(text);

export type Problems = Record<string, string>;

export class BodyReader {
  readonly problems: Problems = {};
  private readonly body: Record<string, unknown>;
  constructor(body: Record<string, unknown>) {
    this.body = body;
  }

  /** A required text of at most `max` characters; '' when missing or bad (the problem is noted). */
  required(field: string, max: number, missingKey: string): string {
    const value = this.body[field];
    const text = typeof value === 'string' ? clean(value) : '';
    if (text === '') this.problems[field] = missingKey;
    else if ([...text].length > max) this.problems[field] = 'account.errors.tooLong';
    return text;
  }

  /** An optional text of at most `max` characters; null when missing or empty. */
  optional(field: string, max: number): string | null {
    const value = this.body[field];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string') {
      this.problems[field] = 'account.errors.textInvalid';
      return null;
    }
    const text = clean(value);
    if ([...text].length > max) this.problems[field] = 'account.errors.tooLong';
    return text === '' ? null : text;
  }

  /** A password as typed (never trimmed); '' when missing. */
  secret(field: string, missingKey: string): string {
    const value = this.body[field];
    const text = typeof value === 'string' && value.length <= 512 ? value : '';
    if (text === '') this.problems[field] = missingKey;
    return text;
  }

  /** An optional true/false; undefined when missing. */
  flag(field: string): boolean | undefined {
    const value = this.body[field];
    if (value === undefined) return undefined;
    if (typeof value !== 'boolean') {
      this.problems[field] = 'account.errors.booleanInvalid';
      return undefined;
    }
    return value;
  }

  problem(field: string, key: string): void {
    this.problems[field] ??= key;
  }

  get ok(): boolean {
    return Object.keys(this.problems).length === 0;
  }
}
