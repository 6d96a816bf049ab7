import type { CodeRule } from '../../permissions/codeRules';
import type { DerivedValue } from './derived';

/**
 * Field builders of a resource declaration. A field says what it holds and how people work with it
 * (listed, sorted, filtered, searched); the server, the validation and the screens all read it.
 */
export type FieldType = 'text' | 'integer' | 'number' | 'boolean' | 'date' | 'datetime' | 'time' | 'enum' | 'reference' | 'email' | 'phone' | 'polyline' | 'json';

export interface FieldDeclaration {
  type: FieldType;
  required?: boolean;
  /** Shown as a list column by default; a listed column is sorted by unless its kind has no order (engine/sorting.ts). */
  list?: boolean;
  /** `true`: sorted by though not listed (an API client's order); `false`: a listed column that is not. */
  sort?: boolean;
  filter?: boolean;
  /**
   * Part of the full-text `q` filter: text by its words, a whole number by a word that is that
   * number ("Ride 100231"), a reference by the searchable fields of the record it points to (a
   * ride by its driver's name), for those who may read that record.
   */
  search?: boolean;
  /** Set by the server (or the tenant), never by a request body. */
  readOnly?: boolean;
  maxLength?: number;
  min?: number;
  max?: number;
  choices?: readonly string[];
  /**
   * Choices held by the record another field of the same form points to: a student's grade from
   * their district's grade list (`{ reference: 'districtId', list: 'standardGrades', value: 'value' }`,
   * each item of the list an object whose `value` is a choice). Offered as a select, each item read
   * by its `label` (a template of the item's keys, "%{sequence} · %{address}") or by its value;
   * checked on save.
   */
  choicesFrom?: { reference: string; list: string; value: string; label?: string };
  /** For references: the resource it points at. */
  reference?: string;
  /** A number shown as written, without thousands separators (years, ride numbers). */
  plain?: boolean;
  /** Portals from which this field is withheld (SECURITY.md "Sensitive fields"). */
  hiddenFrom?: readonly ('vendor' | 'enterprise')[];
  /** Sent with the record for the rules that read it (whose own request it is), never shown on a screen. */
  hidden?: boolean;
  /** An integer amount of cents, read and entered as money ("$1,234.50"). */
  cents?: boolean;
  /** Changed only by those this rule allows, whatever else they may edit (a DBR's raw OCR text). */
  editRule?: CodeRule;
  /** Worked out when read, never written: a read-only choice, filtered through the stored columns it comes from. */
  derived?: DerivedValue;
  /** Sent, shown, sorted and filtered on only for those this rule allows (a charter trip's price). */
  viewRule?: CodeRule;
  /** An amount of money, in dollars and cents. */
  money?: boolean;
  /** A distance held in metres, read in the account's system of measurement ("16.9 mi"). */
  unit?: 'meters';
  /**
   * A list of sub-records kept with the record (a student's guardians): each item's fields declared
   * as the record's own are, checked as they are, entered and shown as a small table — never as JSON.
   */
  items?: Readonly<Record<string, FieldDeclaration>>;
  /** The most items a list of sub-records holds. */
  maxItems?: number;
}

/** Stored paths are encoded polylines at six decimals, as the telematics traces are. */
export const POLYLINE_PRECISION = 6;

type Options = Omit<FieldDeclaration, 'type' | 'choices' | 'reference' | 'derived'>;

/** Text that may run this long is written on several lines (notes, an itinerary); shorter text on one. */
export const MULTILINE_FROM_LENGTH = 500;

/** Whether a text field is written on several lines: it takes line breaks and tabs, and its input is a text area. */
export const isMultiline = (field: FieldDeclaration): boolean => field.type === 'text' && (field.maxLength ?? 0) >= MULTILINE_FROM_LENGTH;

export const text = (options: Options = {}): FieldDeclaration => ({ type: 'text', maxLength: 200, ...options });
export const email = (options: Options = {}): FieldDeclaration => ({ type: 'email', maxLength: 254, ...options });
export const phone = (options: Options = {}): FieldDeclaration => ({ type: 'phone', maxLength: 40, ...options });
export const integer = (options: Options = {}): FieldDeclaration => ({ type: 'integer', ...options });
export const number = (options: Options = {}): FieldDeclaration => ({ type: 'number', ...options });
export const boolean = (options: Options = {}): FieldDeclaration => ({ type: 'boolean', ...options });
export const date = (options: Options = {}): FieldDeclaration => ({ type: 'date', ...options });
export const datetime = (options: Options = {}): FieldDeclaration => ({ type: 'datetime', ...options });
export const time = (options: Options = {}): FieldDeclaration => ({ type: 'time', ...options });
export const polyline = (options: Options = {}): FieldDeclaration => ({ type: 'polyline', maxLength: 100_000, ...options });
export const json = (options: Options = {}): FieldDeclaration => ({ type: 'json', ...options });
/** Whether a person placed a record's point for its address (a declaration's `location`): set by the server, found by a filter. */
export const verifiedLocation = (): FieldDeclaration => ({ type: 'boolean', readOnly: true, filter: true });
export const subRecords = (items: Record<string, FieldDeclaration>, options: Options = {}): FieldDeclaration => ({ type: 'json', items, maxItems: 10, ...options });
export const money = (options: Options = {}): FieldDeclaration => ({ type: 'number', money: true, min: 0, max: 10_000_000, ...options });
export const choice = (choices: readonly string[], options: Options = {}): FieldDeclaration => ({ type: 'enum', choices, ...options });
/** Several of a set of choices, each once (a service's days of the week): entered as ticks, read by their labels. */
export const choiceList = (choices: readonly string[], options: Options = {}): FieldDeclaration => ({ type: 'json', choices, ...options });
export const reference = (resource: string, options: Options = {}): FieldDeclaration => ({ type: 'reference', reference: resource, ...options });
export const derivedChoice = (choices: readonly string[], derived: DerivedValue, options: Options = {}): FieldDeclaration => ({ type: 'enum', choices, derived, readOnly: true, ...options });

/** The choices a record's list holds (`choicesFrom`: each item's `value` key), none when it holds no list. */
export function choicesIn(list: unknown, value: string): string[] {
  const items = typeof list === 'string' ? (JSON.parse(list) as unknown) : list;
  return Array.isArray(items) ? items.flatMap((item) => (item && typeof item === 'object' && value in item ? [String((item as Record<string, unknown>)[value])] : [])) : [];
}
