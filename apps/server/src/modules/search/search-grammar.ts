import { REASONS } from '@earshot/wire';
import { AppError } from '~/errors';
import type { SearchKind } from '~/db/schema';

/**
 * The filter_by and sort_by grammar (ADR 0017), a small part of Typesense's:
 *   filter_by := clause ( '&&' clause )*                      at most 10 clauses
 *   clause    := text-field ':' ( '=' | '!=' ) value | text-field ':[' value (',' value)* ']'
 *              | number-field ':' ( '=' | '>' | '>=' | '<' | '<=' ) integer
 *              | number-field ':[' integer '..' integer ']'
 *   value     := text without '&&', ',' or ']' | '`' any text but '`' '`'
 *   sort_by   := field ':' ( 'asc' | 'desc' ) ( ',' field ':' ( 'asc' | 'desc' ) )*   at most 3
 * Anything else is InvalidArgument naming the part it could not read; nothing here becomes SQL
 * text: the repo binds every value.
 */

export type TextField = 'genre' | 'artist' | 'album';
export type NumberField = 'year' | 'duration';
export type Filter =
  | { field: TextField; op: 'eq' | 'ne' | 'in'; values: string[] }
  | { field: NumberField; op: 'eq' | 'gt' | 'gte' | 'lt' | 'lte'; value: number }
  | { field: NumberField; op: 'range'; from: number; to: number };

export type SortField = '_text_match' | 'plays' | 'year' | 'created_at' | 'title';
export interface SortKey {
  field: SortField;
  desc: boolean;
}

/** Text-match descending: the spec's default sort (spec 2 §9). */
export const DEFAULT_SORT: SortKey[] = [{ field: '_text_match', desc: true }];

const TEXT_FIELDS: Record<TextField, readonly SearchKind[]> = {
  genre: ['track', 'album'],
  artist: ['track', 'album'],
  album: ['track'],
};
const NUMBER_FIELDS: Record<NumberField, readonly SearchKind[]> = {
  year: ['track', 'album'],
  duration: ['track'],
};
const SORT_FIELDS: readonly SortField[] = ['_text_match', 'plays', 'year', 'created_at', 'title'];
const MAX_CLAUSES = 10;
const MAX_SORT_KEYS = 3;
const NUMBER_OPS = { '=': 'eq', '>': 'gt', '>=': 'gte', '<': 'lt', '<=': 'lte' } as const;

/** InvalidArgument with a message naming the bad part. */
export function invalidSearch(message: string): AppError {
  return new AppError('invalid_argument', REASONS.invalidSearch, message);
}

/** Parses filter_by for a kind of document; '' is no filter. */
export function parseFilterBy(input: string, kind: SearchKind): Filter[] {
  const text = input.trim();
  if (!text) return [];
  const clauses = splitOutsideBackticks(text, '&&');
  if (clauses.length > MAX_CLAUSES) {
    throw invalidSearch(`filter_by: at most ${MAX_CLAUSES} clauses`);
  }
  return clauses.map((clause) => parseClause(clause.trim(), kind));
}

function parseClause(clause: string, kind: SearchKind): Filter {
  const match = /^([a-z_]+)\s*:\s*(.*)$/s.exec(clause);
  if (!match) throw invalidSearch(`filter_by: cannot read '${clause}'`);
  const [, field = '', rest = ''] = match;
  if (field in TEXT_FIELDS) {
    applies(field, TEXT_FIELDS[field as TextField], kind);
    return textClause(field as TextField, rest.trim(), clause);
  }
  if (field in NUMBER_FIELDS) {
    applies(field, NUMBER_FIELDS[field as NumberField], kind);
    return numberClause(field as NumberField, rest.trim(), clause);
  }
  throw invalidSearch(`filter_by: unknown field '${field}' in '${clause}'`);
}

function applies(field: string, kinds: readonly SearchKind[], kind: SearchKind) {
  if (!kinds.includes(kind))
    throw invalidSearch(`filter_by: '${field}' does not apply to ${kind}s`);
}

function textClause(field: TextField, rest: string, clause: string): Filter {
  if (rest.startsWith('[') && rest.endsWith(']')) {
    const values = splitOutsideBackticks(rest.slice(1, -1), ',').map((v) => textValue(v, clause));
    return { field, op: 'in', values };
  }
  const op = rest.startsWith('!=') ? 'ne' : rest.startsWith('=') ? 'eq' : undefined;
  if (!op) throw invalidSearch(`filter_by: '${clause}' needs := , :!= or :[...]`);
  return { field, op, values: [textValue(rest.slice(op === 'ne' ? 2 : 1), clause)] };
}

function textValue(raw: string, clause: string): string {
  const value = raw.trim();
  const quoted = /^`([^`]*)`$/.exec(value);
  const text = quoted ? quoted[1]! : value;
  if (!text || (!quoted && (/[`[\]]/.test(text) || /^[=!<>]/.test(text)))) {
    throw invalidSearch(`filter_by: bad value in '${clause}'`);
  }
  return text;
}

function numberClause(field: NumberField, rest: string, clause: string): Filter {
  const range = /^\[\s*(-?\d{1,9})\s*\.\.\s*(-?\d{1,9})\s*\]$/.exec(rest);
  if (range) return { field, op: 'range', from: Number(range[1]), to: Number(range[2]) };
  const match = /^(>=|<=|=|>|<)\s*(-?\d{1,9})$/.exec(rest);
  if (!match) throw invalidSearch(`filter_by: '${clause}' needs a whole number comparison`);
  const op = NUMBER_OPS[match[1] as keyof typeof NUMBER_OPS];
  return { field, op, value: Number(match[2]) };
}

/** Parses sort_by; '' is the default (text match, descending). */
export function parseSortBy(input: string): SortKey[] {
  const text = input.trim();
  if (!text) return DEFAULT_SORT;
  const parts = text.split(',');
  if (parts.length > MAX_SORT_KEYS) throw invalidSearch(`sort_by: at most ${MAX_SORT_KEYS} keys`);
  return parts.map((part) => {
    const match = /^\s*([a-z_]+)\s*:\s*(asc|desc)\s*$/.exec(part);
    if (!match) throw invalidSearch(`sort_by: cannot read '${part.trim()}'`);
    const field = match[1] as SortField;
    if (!SORT_FIELDS.includes(field)) throw invalidSearch(`sort_by: unknown field '${field}'`);
    return { field, desc: match[2] === 'desc' };
  });
}

/** Splits on a separator that is not inside backticks. */
function splitOutsideBackticks(text: string, separator: string): string[] {
  const parts: string[] = [];
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '`') quoted = !quoted;
    else if (!quoted && text.startsWith(separator, i)) {
      parts.push(text.slice(start, i));
      start = i + separator.length;
      i += separator.length - 1;
    }
  }
  if (quoted) throw invalidSearch(`filter_by: unclosed '\`' in '${text}'`);
  parts.push(text.slice(start));
  return parts;
}
