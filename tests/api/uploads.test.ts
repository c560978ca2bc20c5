import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../server/modules/uploads/image-files';
import { as, login, testConfig, useTestApp } from '../helpers/build-test-app';
import { multipart } from '../helpers/multipart';

const t = useTestApp();
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);
const EVIL_SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script>' +
    '<foreignObject><iframe src="javascript:alert(3)"></iframe></foreignObject><rect width="10" height="10" fill="red"/></svg>',
);

describe('record images and avatars', () => {
  let admin: ReturnType<typeof as>;
  let productId: number;
  const upload = (files: Parameters<typeof multipart>[0], fields?: Record<string, string>, id = productId) =>
    admin({ method: 'POST', url: `/v1/api/admin/products/${id}/upload-images`, ...multipart(files, fields) });

  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    productId = (await admin({ method: 'GET', url: '/v1/api/admin/products?size=1' })).json().data.content[0].id;
  });

  it('stores checked images in the order asked, serves them sandboxed, and deletes them', async () => {
    const res = await upload(
      [
        { name: 'a.png', bytes: PNG },
        { name: 'b.jpg', bytes: JPEG },
      ],
      { filesIndex: '1,0' },
    );
    expect(res.statusCode).toBe(200);
    const images = res.json().data.images;
    expect(images.map((i: { url: string }) => i.url.split('.').pop())).toEqual(['jpg', 'png']);
    expect(images.map((i: { file_index: number }) => i.file_index)).toEqual([0, 1]);

    const served = await t.app.inject({ method: 'GET', url: images[1].url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');

    const removed = await admin({ method: 'DELETE', url: `/v1/api/admin/products/${productId}/images/${images[0].id}` });
    expect(removed.json().data.images).toEqual([{ ...images[1], file_index: 0 }]);
    expect(existsSync(join(testConfig.dataDir, 'statics', images[0].url.replace('/statics/', '')))).toBe(false);
  });

  it('replaces a stored image in one save: the new one takes its place, the old one and its file are gone, even at five images', async () => {
    const other = (await admin({ method: 'GET', url: '/v1/api/admin/products?size=3&sort=id:desc' })).json().data.content[2].id;
    const five = await upload(
      Array.from({ length: 5 }, (_, i) => ({ name: `${i}.png`, bytes: PNG })),
      {},
      other,
    );
    const images = five.json().data.images as Array<{ id: string; url: string; file_index: number }>;
    expect(images).toHaveLength(5);
    const old = images[2];
    const res = await upload([{ name: 'new.jpg', bytes: JPEG }], { filesIndex: '2', replaces: old.id }, other);
    expect(res.statusCode).toBe(200);
    const after = res.json().data.images as typeof images;
    expect(after.map((i) => i.id)).toEqual([images[0].id, images[1].id, after[2].id, images[3].id, images[4].id]);
    expect(after[2].url).toMatch(/\.jpg$/);
    expect(after.map((i) => i.file_index)).toEqual([0, 1, 2, 3, 4]);
    expect(existsSync(join(testConfig.dataDir, 'statics', old.url.replace('/statics/', '')))).toBe(false);

    const unknown = await upload([{ name: 'x.png', bytes: PNG }], { replaces: 'no-such-image' }, other);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual([{ field: 'replaces', message: expect.any(String) }]);
  });

  it('judges a file by its bytes, not its name, and stores nothing of a bad batch', async () => {
    const before = (await admin({ method: 'GET', url: `/v1/api/admin/products/${productId}` })).json().data.images ?? [];
    const res = await upload([
      { name: 'ok.png', bytes: PNG },
      { name: 'photo.png', bytes: Buffer.from('MZ\x90\x00 not an image') },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().errors[0].field).toBe('files');
    expect((await admin({ method: 'GET', url: `/v1/api/admin/products/${productId}` })).json().data.images ?? []).toEqual(before);
  });

  it('keeps drawing and drops script from an SVG', async () => {
    const res = await upload([{ name: 'logo.svg', bytes: EVIL_SVG }]);
    expect(res.statusCode).toBe(200);
    const svg = res.json().data.images.at(-1);
    const body = (await t.app.inject({ method: 'GET', url: svg.url })).body;
    expect(body).toContain('<rect');
    expect(body).not.toMatch(/script|onload|foreignObject|iframe|javascript:/i);
  });

  it('refuses a sixth image and a file of 5 MB or more', async () => {
    const current = (await admin({ method: 'GET', url: `/v1/api/admin/products/${productId}` })).json().data.images.length;
    const fill = Array.from({ length: 5 - current }, (_, i) => ({ name: `${i}.png`, bytes: PNG }));
    if (fill.length) expect((await upload(fill)).statusCode).toBe(200);
    expect((await upload([{ name: 'six.png', bytes: PNG }])).statusCode).toBe(422);

    const other = (await admin({ method: 'GET', url: '/v1/api/admin/products?size=2&sort=id:desc' })).json().data.content[1].id;
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES)]);
    const res = await upload([{ name: 'big.png', bytes: big }], {}, other);
    expect(res.statusCode).toBe(413);
    expect(res.json().errors[0]).toEqual({ field: 'files', message: 'Ảnh phải nhỏ hơn 5MB !' });
  });

  it('sets a player’s avatar, replacing the previous file', async () => {
    const playerId = (await admin({ method: 'GET', url: '/v1/api/admin/players?size=1' })).json().data.content[0].id;
    const first = (
      await admin({
        method: 'POST',
        url: `/v1/api/players/${playerId}/upload-avatar`,
        ...multipart([{ name: 'me.png', bytes: PNG, field: 'file' }]),
      })
    ).json().data;
    const second = (
      await admin({
        method: 'POST',
        url: `/v1/api/players/${playerId}/upload-avatar`,
        ...multipart([{ name: 'me.jpg', bytes: JPEG, field: 'file' }]),
      })
    ).json().data;
    expect(second.avatar).toMatch(/^\/statics\/.+\.jpg$/);
    expect((await t.app.inject({ method: 'GET', url: first.avatar })).statusCode).toBe(404);
  });

  it('is behind the resource gate: the basic package has no shop', async () => {
    const beta = as(t.app, (await login(t.app, 'admin', 'Admin@123', 'beta.localhost')).access_token, 'beta.localhost');
    expect(
      (
        await beta({
          method: 'POST',
          url: `/v1/api/admin/products/${productId}/upload-images`,
          ...multipart([{ name: 'a.png', bytes: PNG }]),
        })
      ).statusCode,
    ).toBe(403);
  });
});
