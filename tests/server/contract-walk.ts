import * as v from 'valibot';
import type { InputRule } from '../../src/api/contract/common';

/**
 * A walk over the request schemas of the contract (every export of src/api/contract named ...Body,
 * ...Query or ...Param): each field a request can fill with a string or a number, the rule that guards
 * it (text or id, kept as the schema's metadata), and how to build an input that puts a value there.
 */

type Node = v.GenericSchema & {
  type: string;
  pipe?: Node[];
  entries?: Record<string, Node>;
  wrapped?: Node;
  options?: Node[];
  item?: Node;
  key?: Node;
  value?: Node;
  literal?: unknown;
};

export interface Field {
  /** schema name and field path, e.g. funds.SubmitDepositBody.receipt_ids.0 */
  name: string;
  /** the issue path a refusal of this field carries */
  path: string;
  /** a record's keys: refusals carry the key itself in their path */
  keyOf: boolean;
  rule: InputRule | undefined;
  /** what the field takes before any transformation */
  kinds: Set<'string' | 'number'>;
  /** the whole input with `value` in this field */
  build: (value: unknown) => unknown;
  schema: v.GenericSchema;
}

const ruleOf = (s: Node): InputRule | undefined => {
  const meta = v.getMetadata(s as never) as Partial<InputRule>;
  return meta.rule ? (meta as InputRule) : undefined;
};

function walk(
  s: Node,
  path: string[],
  build: (x: unknown) => unknown,
  rule: InputRule | undefined,
  keyOf: boolean,
  out: Map<string, Omit<Field, 'name' | 'schema'>>,
) {
  if (s.pipe) {
    // later schemas of a pipe check the value the first one's transformations made, not the input;
    // the outermost rule is the field's (an id-or-none holds an id)
    const [root] = s.pipe;
    if (root) walk(root, path, build, rule ?? ruleOf(s), keyOf, out);
    return;
  }
  if (s.type === 'string' || s.type === 'number') {
    const at = path.join('.');
    const f = out.get(at) ?? { path: at, keyOf, rule, kinds: new Set(), build };
    f.kinds.add(s.type);
    out.set(at, f);
    return;
  }
  if (s.entries) {
    // a variant's discriminator (a literal entry) is set, so the option under test is the one parsed
    const fixed = Object.fromEntries(Object.entries(s.entries).flatMap(([k, e]) => (e.type === 'literal' ? [[k, e.literal]] : [])));
    for (const [k, e] of Object.entries(s.entries)) walk(e, [...path, k], (x) => build({ ...fixed, [k]: x }), undefined, false, out);
    return;
  }
  if (s.wrapped) return walk(s.wrapped, path, build, rule, keyOf, out);
  if (s.options) {
    for (const o of s.options) walk(o, path, build, rule, keyOf, out);
    return;
  }
  if (s.type === 'array' && s.item) return walk(s.item, [...path, '0'], (x) => build([x]), undefined, false, out);
  if (s.type === 'record' && s.key && s.value) {
    walk(s.key, path, (x) => build({ [String(x)]: 0 }), undefined, true, out);
    walk(s.value, [...path, 'k'], (x) => build({ k: x }), undefined, false, out);
  }
}

/** Every field of one request schema. */
export function fieldsOf(name: string, schema: v.GenericSchema): Field[] {
  const out = new Map<string, Omit<Field, 'name' | 'schema'>>();
  walk(schema as Node, [], (x) => x, undefined, false, out);
  return [...out.values()].map((f) => ({ ...f, name: f.path ? `${name}.${f.path}` : name, schema }));
}

/** The request schemas of the contract's modules, by module.name. */
export function requestSchemas(modules: Record<string, Record<string, unknown>>): Array<[string, v.GenericSchema]> {
  return Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([n, s]) => /(Body|Query|Param)$/.test(n) && typeof s === 'object' && s !== null && 'kind' in s && (s as Node).kind === 'schema')
      .map(([n, s]) => [`${file.replace(/^.*\/|\.ts$/g, '')}.${n}`, s as v.GenericSchema] as [string, v.GenericSchema]),
  );
}

/** The messages of the issues a value put in this field gets at the field itself. */
export function refusals(f: Field, value: unknown): string[] {
  const r = v.safeParse(f.schema, f.build(value));
  if (r.success) return [];
  return r.issues
    .filter((i) => {
      const at = v.getDotPath(i) ?? '';
      // a record key's refusal names the refused key itself
      return f.keyOf ? at === [f.path, value].filter((x) => x !== '').join('.') || at === f.path : at === f.path;
    })
    .map((i) => i.message);
}
