/**
 * Uploads as an attacker sends them (U1–U3):
 * - size: exactly 5 MB (5,242,880 bytes) is taken, one byte more is a 413; an avatar takes one file;
 * - type: the extension must be jpg/jpeg/png/svg and the bytes must be what it says,
 *   so mismatches and polyglots (HTML in a .png, HTML called .svg, a zip called .jpg) are a 415;
 * - SVG: a corpus of known payloads leaves no script, handler, outside reference or
 *   entity behind; what is kept is rooted at <svg> and sanitising it again changes nothing;
 * - every stored file is served sandboxed: `default-src 'none'; style-src 'unsafe-inline'; sandbox` + nosniff.
 */
import { JSDOM } from 'jsdom';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, sanitiseSvg } from '../../server/modules/uploads/image-files';
import { as, login, useTestApp } from '../helpers/build-test-app';
import { multipart } from '../helpers/multipart';

const t = useTestApp();
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>');
const SANDBOX = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
const padded = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length)]);

let admin: ReturnType<typeof as>;
let playerId: number;
const avatar = (files: Array<{ name: string; bytes: Buffer }>) =>
  admin({ method: 'POST', url: `/v1/api/players/${playerId}/upload-avatar`, ...multipart(files.map((f) => ({ ...f, field: 'file' }))) });
const storedAvatar = async () =>
  (await t.db.selectFrom('players').select('avatar').where('id', '=', playerId).executeTakeFirstOrThrow()).avatar;

beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  playerId = (await admin({ method: 'GET', url: '/v1/api/admin/players?size=1' })).json().data.content[0].id;
});

describe('size and count (U1)', () => {
  it('takes a file of exactly 5,242,880 bytes and answers 413 to one byte more', async () => {
    expect(MAX_IMAGE_BYTES).toBe(5_242_880);
    const exact = await avatar([{ name: 'exact.png', bytes: padded(PNG, 5_242_880) }]);
    expect(exact.statusCode).toBe(200);
    const kept = exact.json().data.avatar;
    expect((await t.app.inject({ method: 'GET', url: kept })).rawPayload.length).toBe(5_242_880);

    const over = await avatar([{ name: 'over.png', bytes: padded(PNG, 5_242_881) }]);
    expect(over.statusCode).toBe(413);
    expect(over.json()).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE', errors: [{ field: 'files' }] });
    expect(await storedAvatar()).toBe(kept);
  });

  it('takes one file per avatar upload', async () => {
    const before = await storedAvatar();
    const two = await avatar([
      { name: 'a.png', bytes: PNG },
      { name: 'b.png', bytes: PNG },
    ]);
    expect(two.statusCode).toBe(422);
    expect(await storedAvatar()).toBe(before);
  });
});

describe('name and bytes must agree (U1)', () => {
  const ZIP = Buffer.concat([Buffer.from('504b0304140000000800', 'hex'), Buffer.from('word/document.xml'), Buffer.alloc(32)]);
  const refused: Array<[string, string, Buffer]> = [
    ['a PNG called .jpg', 'photo.jpg', PNG],
    ['a JPEG called .png', 'photo.png', JPEG],
    ['a PNG called .svg', 'logo.svg', PNG],
    ['an SVG called .png', 'logo.png', SVG],
    ['a PNG called .gif', 'anim.gif', PNG],
    ['a PNG with no extension', 'photo', PNG],
    ['a PNG called .png.html', 'photo.png.html', PNG],
    ['HTML called .png', 'page.png', Buffer.from('<html><body><script>alert(1)</script></body></html>')],
    ['a PNG carrying HTML after its header', 'poly.png', Buffer.concat([PNG, Buffer.from('<html><script>alert(1)</script></html>')])],
    ['a JPEG carrying a script', 'poly.jpg', Buffer.concat([JPEG, Buffer.from('<script>alert(1)</script>')])],
    [
      'HTML called .svg',
      'page.svg',
      Buffer.from('<!DOCTYPE html><html><body><svg xmlns="http://www.w3.org/2000/svg"></svg><script>alert(1)</script></body></html>'),
    ],
    ['a zip called .jpg', 'archive.jpg', ZIP],
    ['a GIF called .png', 'anim.png', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;')],
    ['a PDF called .jpg', 'doc.jpg', Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj<<>>endobj')],
  ];

  it.each(refused)('refuses %s with 415 and stores nothing', async (_what, name, bytes) => {
    const before = await storedAvatar();
    const res = await avatar([{ name, bytes }]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE', errors: [{ field: 'file' }] });
    expect(await storedAvatar()).toBe(before);
  });

  it.each([
    ['A.PNG', PNG],
    ['a.jpeg', JPEG],
    ['a.JPG', JPEG],
    ['a.svg', SVG],
  ] as const)('takes %s', async (name, bytes) => {
    expect((await avatar([{ name, bytes }])).statusCode).toBe(200);
  });

  it('refuses a whole batch of record images when one is a polyglot', async () => {
    const productId = (await admin({ method: 'GET', url: '/v1/api/admin/products?size=1&sort=id:asc' })).json().data.content[0].id;
    const images = async () => (await admin({ method: 'GET', url: `/v1/api/admin/products/${productId}` })).json().data.images ?? [];
    const before = await images();
    const res = await admin({
      method: 'POST',
      url: `/v1/api/admin/products/${productId}/upload-images`,
      ...multipart([
        { name: 'ok.png', bytes: PNG },
        { name: 'bad.jpg', bytes: ZIP },
      ]),
    });
    expect(res.statusCode).toBe(415);
    expect(await images()).toEqual(before);
  });
});

describe('SVG payloads (U2)', () => {
  const open = '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">';
  const corpus: Record<string, string> = {
    script: `${open}<script>alert(1)</script><rect width="5" height="5"/></svg>`,
    'CDATA script': `${open}<script><![CDATA[alert(1)]]></script></svg>`,
    'XHTML script': `${open}<html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(1)</html:script></svg>`,
    onload: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="5" height="5"/></svg>',
    'ONLOAD upper case': '<svg xmlns="http://www.w3.org/2000/svg" ONLOAD="alert(1)"></svg>',
    'handler on a shape': `${open}<rect width="5" height="5" onmouseover="alert(1)" onclick="alert(1)"/></svg>`,
    'foreignObject iframe': `${open}<foreignObject width="100" height="100"><iframe src="javascript:alert(1)"></iframe></foreignObject></svg>`,
    'bare iframe, embed, object': `${open}<iframe src="https://evil.example"></iframe><embed src="x.swf"/><object data="x.html"></object></svg>`,
    'javascript: xlink:href': `${open}<a xlink:href="javascript:alert(1)"><rect width="5" height="5"/></a></svg>`,
    'javascript: href': `${open}<a href="javascript:alert(1)"><text>x</text></a></svg>`,
    'animate href': `${open}<a><animate attributeName="href" values="javascript:alert(1)"/><text>x</text></a></svg>`,
    'animate onbegin': `${open}<animate onbegin="alert(1)" attributeName="x" dur="1s"/></svg>`,
    'set handler': `${open}<set attributeName="onmouseover" to="alert(1)"/></svg>`,
    'external use': `${open}<use href="https://evil.example/sprite.svg#a"/><use xlink:href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=#x"/></svg>`,
    'image javascript:': `${open}<image href="javascript:alert(1)" width="5" height="5"/></svg>`,
    'style url(javascript:)': `${open}<rect width="5" height="5" style="fill:url(javascript:alert(1))"/></svg>`,
    'fill url(javascript:)': `${open}<rect width="5" height="5" fill="url(javascript:alert(1))"/></svg>`,
    'style sheet import and url': `${open}<style>@import url(https://evil.example/x.css); rect { fill: url(javascript:alert(1)) }</style><rect width="5" height="5"/></svg>`,
    'DOCTYPE ENTITY':
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "&#60;script&#62;alert(1)&#60;/script&#62;">]><svg xmlns="http://www.w3.org/2000/svg">&x;</svg>',
    'external ENTITY':
      '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg xmlns="http://www.w3.org/2000/svg"><text>&xxe;</text></svg>',
  };
  /** Anything that runs, fetches or expands, in whatever survives. */
  const DANGER =
    /<script|\son[a-z]+\s*=|foreignObject|<iframe|<embed|<object|javascript:|<use\b|<animate|<set\b|<image\b|@import|url\(\s*['"]?\s*(?!#)|<!ENTITY|<!DOCTYPE|\shref\s*=|xlink:href|passwd/i;
  const rootOf = (svg: string) => new JSDOM(svg, { contentType: 'image/svg+xml' }).window.document.documentElement.nodeName;

  it.each(Object.entries(corpus))(
    '%s: nothing dangerous survives, the root is <svg>, sanitising again changes nothing',
    (_name, payload) => {
      const clean = sanitiseSvg(payload);
      if (clean === null) return;
      expect(clean).not.toMatch(DANGER);
      expect(rootOf(clean)).toBe('svg');
      expect(sanitiseSvg(clean)).toBe(clean);
    },
  );

  it('refuses a DOCTYPE with entities outright', () => {
    expect(sanitiseSvg(corpus['DOCTYPE ENTITY'])).toBeNull();
    expect(sanitiseSvg(corpus['external ENTITY'])).toBeNull();
  });

  it('keeps the drawing, local gradients included', () => {
    const clean = sanitiseSvg(
      `${open}<defs><linearGradient id="g"><stop offset="0" stop-color="red"/></linearGradient></defs><rect width="5" height="5" fill="url(#g)" style="opacity:.5"/></svg>`,
    )!;
    expect(clean).toContain('fill="url(#g)"');
    expect(clean).toContain('<linearGradient');
    expect(clean).toContain('opacity:.5');
  });

  it('stores every payload it takes without any of it, through the upload route', async () => {
    for (const [name, payload] of Object.entries(corpus)) {
      const res = await avatar([{ name: 'payload.svg', bytes: Buffer.from(payload) }]);
      expect({ name, status: res.statusCode }).toEqual({ name, status: res.statusCode === 415 ? 415 : 200 });
      if (res.statusCode !== 200) continue;
      const served = await t.app.inject({ method: 'GET', url: res.json().data.avatar });
      expect({ name, body: served.body }).not.toEqual({ name, body: expect.stringMatching(DANGER) });
      expect(rootOf(served.body)).toBe('svg');
    }
  });
});

describe('serving (U3)', () => {
  it.each([
    ['a.png', PNG, 'image/png'],
    ['a.jpg', JPEG, 'image/jpeg'],
    ['a.svg', SVG, 'image/svg+xml'],
  ] as const)('%s is served sandboxed, never sniffed', async (name, bytes, type) => {
    const url = (await avatar([{ name, bytes }])).json().data.avatar;
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toContain(type);
    expect(served.headers['content-security-policy']).toBe(SANDBOX);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
  });
});
