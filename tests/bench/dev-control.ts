import { DEV_CONTROL_HEADERS } from '../../src/api/contract/dev';

/**
 * A development control of the bench's own server (/api/dev/*) with the header it needs; with a body,
 * a JSON POST. Answers the parsed JSON.
 */
export async function devControl(url: string, body?: unknown): Promise<any> {
  const init: RequestInit =
    body === undefined
      ? { headers: DEV_CONTROL_HEADERS }
      : { method: 'POST', headers: { 'Content-Type': 'application/json', ...DEV_CONTROL_HEADERS }, body: JSON.stringify(body) };
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url} ${res.status} ${await res.text()}`);
  return res.json();
}
