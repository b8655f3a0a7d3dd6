/**
 * Reading JSON bodies field by field, for the input readers still under src/server/account
 * (address-input.ts, profile-input.ts). The endpoints read their bodies through the request
 * schemas of src/lib/api, whose form fields follow the same rules (src/lib/api/common.ts);
 * this goes when those readers go.
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
