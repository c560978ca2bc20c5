import fc from 'fast-check';
import { resources } from '../../resources.config';

const BOUNDARY = '----academy-test-boundary';

/** A multipart body the way a browser sends it: files (field `files` unless named) and plain fields. */
export function multipart(files: Array<{ name: string; bytes: Buffer; field?: string }>, fields: Record<string, string> = {}) {
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${f.field ?? 'files'}"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` } };
}

/**
 * Every route that reads a multipart body, as `/v1/api/…` route URLs: image and
 * avatar uploads (files under `files`) and imports (`file`) from the registry,
 * and the academy's logo (`file`).
 */
export function uploadRoutes(): Array<{ url: string; field: string; sheet?: true }> {
  const url = (path: string) => `/v1/api/${path.replace(/\{(\w+)\}/g, ':$1')}`;
  return [
    ...resources
      .flatMap((r) => [r.api.images?.upload, r.api.avatar, ...(r.api.avatarAliases ?? [])])
      .filter((p): p is string => !!p)
      .map((p) => ({ url: url(p), field: 'files' })),
    { url: url('admin/academies/{id}/upload'), field: 'file' },
    ...resources.flatMap((r) => (r.api.import ? [{ url: url(r.api.import), field: 'file', sheet: true as const }] : [])),
  ];
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** Multipart bodies as a fuzzed client sends them: whole, cut anywhere, without a boundary, or bytes that are no multipart. */
export const fuzzedMultipart: fc.Arbitrary<{ payload: Buffer; type: string }> = (() => {
  const file = fc.record({
    name: fc.constantFrom('a.png', 'a.svg', 'rows.csv', 'a', '../a.png'),
    bytes: fc.oneof(
      fc.constant(PNG),
      fc.uint8Array({ maxLength: 64 }).map((b) => Buffer.from(b)),
    ),
    field: fc.constantFrom('file', 'files', 'filesIndex', 'imageType'),
  });
  const whole = fc
    .tuple(
      fc.array(file, { maxLength: 3 }),
      fc.dictionary(fc.constantFrom('filesIndex', 'imageType', 'x'), fc.constantFrom('0', '1,2', '2', '-1', '9999999999', '')),
    )
    .map(([files, fields]) => multipart(files, fields));
  const type = `multipart/form-data; boundary=${BOUNDARY}`;
  return fc.oneof(
    whole.map((m) => ({ payload: m.payload, type })),
    fc.tuple(whole, fc.nat()).map(([m, cut]) => ({ payload: m.payload.subarray(0, cut % m.payload.length), type })),
    whole.map((m) => ({ payload: m.payload, type: 'multipart/form-data' })),
    fc.uint8Array({ maxLength: 200 }).map((b) => ({ payload: Buffer.from(b), type })),
  );
})();
