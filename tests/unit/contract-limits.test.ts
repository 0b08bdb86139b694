import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as auth from '../../src/api/contract/auth';
import * as chat from '../../src/api/contract/chat';
import * as common from '../../src/api/contract/common';
import * as funds from '../../src/api/contract/funds';
import * as inbox from '../../src/api/contract/inbox';
import * as lobby from '../../src/api/contract/lobby';
import * as member from '../../src/api/contract/member';
import * as profile from '../../src/api/contract/profile';
import * as publicCalls from '../../src/api/contract/public';
import * as records from '../../src/api/contract/records';
import * as vip from '../../src/api/contract/vip';

type Node = v.GenericSchema & { type: string; pipe?: unknown[]; entries?: Record<string, Node>; wrapped?: Node; options?: Node[] };
const BOUNDS = new Set(['max_length', 'length', 'regex']);

/** Paths of string fields that nothing bounds in length (no maxLength, length or regex in their pipe). */
function unbounded(s: Node, path: string): string[] {
  if (s.pipe) {
    const [root, ...steps] = s.pipe as Node[];
    // bounded by an action of the pipe, or by a schema the value passes later (a transformed number checked as Text)
    if (steps.some((a) => BOUNDS.has(a.type) || (a.kind === 'schema' && unbounded(a, path).length === 0))) return [];
    return root ? unbounded(root, path) : [];
  }
  if (s.type === 'string') return [path];
  if (s.entries) return Object.entries(s.entries).flatMap(([k, e]) => unbounded(e, `${path}.${k}`));
  if (s.wrapped) return unbounded(s.wrapped, path);
  if (s.options) return s.options.flatMap((o) => unbounded(o, path));
  return [];
}

const modules = { auth, chat, common, funds, inbox, lobby, member, profile, publicCalls, records, vip };
const requests = Object.entries(modules).flatMap(([m, exports]) =>
  Object.entries(exports as Record<string, unknown>)
    .filter(([name, s]) => /(Body|Query|Param)$/.test(name) && typeof s === 'object' && s !== null && 'kind' in s)
    .map(([name, s]) => [`${m}.${name}`, s as Node] as const),
);

describe('request schemas of the contract', () => {
  it('cover the calls', () => {
    expect(requests.length).toBeGreaterThan(30);
  });
  it.each(requests)('%s: every text field has a maximum length', (name, schema) => {
    expect(unbounded(schema, name)).toEqual([]);
  });
});
