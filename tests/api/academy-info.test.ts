/** Settings → general: the academy's details and images, changed by its own admin only. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '../../server/modules/uploads/image-files';
import en from '../../domain/i18n/en.json' with { type: 'json' };
import { as, login, testConfig, useTestApp } from '../helpers/build-test-app';
import { multipart } from '../helpers/multipart';

const t = useTestApp();
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script><rect width="4" height="4"/></svg>',
);

const details = {
  name: 'Học viện Bóng đá Ngôi Sao',
  director: 'Nguyễn Văn Hùng',
  size: 3,
  city: 'Hà Nội',
  address: '12 Trần Thái Tông, Cầu Giấy',
  primary_contact: '0912345678',
  account_name: 'CONG TY NGOI SAO',
  account_number: '0011004455667',
  bank_name: 'Vietcombank',
};

describe('the academy’s details (PUT /admin/academies/{id})', () => {
  let admin: ReturnType<typeof as>;
  let academyId: number;
  let betaId: number;

  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    academyId = (await admin({ method: 'GET', url: '/v1/api/admin/academies/my-academy' })).json().data.id;
    betaId = (await t.db.selectFrom('academies').select('id').where('code', '=', 'beta').executeTakeFirstOrThrow()).id as number;
  });

  it('saves them, and my-academy answers them with the new name', async () => {
    const res = await admin({
      method: 'PUT',
      url: `/v1/api/admin/academies/${academyId}`,
      payload: { ...details, name: 'Học viện Ngôi Sao Hà Nội' },
    });
    expect(res.statusCode).toBe(200);
    const mine = (await admin({ method: 'GET', url: '/v1/api/admin/academies/my-academy' })).json().data;
    expect(mine).toMatchObject({ ...details, name: 'Học viện Ngôi Sao Hà Nội', id: academyId });
    expect(mine.package.code).toBe('full');
    await admin({ method: 'PUT', url: `/v1/api/admin/academies/${academyId}`, payload: details });
  });

  it('names each wrong field in the caller’s language and saves nothing', async () => {
    const res = await admin({
      method: 'PUT',
      url: `/v1/api/admin/academies/${academyId}`,
      headers: { 'accept-language': 'en' },
      payload: { ...details, name: undefined, size: 9, primary_contact: '09xx345678', colour: 'red' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'name', message: en.validation.required },
        { field: 'size', message: en.validation.enum },
        { field: 'primary_contact', message: en.validation.numeric },
        { field: 'colour', message: en.validation.unknownField },
      ]),
    );
    expect((await admin({ method: 'GET', url: '/v1/api/admin/academies/my-academy' })).json().data.size).toBe(details.size);
  });

  it('refuses another academy’s id, which stays as it was', async () => {
    const res = await admin({
      method: 'PUT',
      url: `/v1/api/admin/academies/${betaId}`,
      payload: { ...details, name: 'Chiếm quyền' },
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'OTHER_ACADEMY', message: en.settingsRules.otherAcademy });
    const beta = await t.db.selectFrom('academies').select('name').where('id', '=', betaId).executeTakeFirstOrThrow();
    expect(beta.name).toBe('Trung tâm Anh ngữ Beta');
  });

  it('is the admin’s to change: a manager reads them but gets 403 on a change', async () => {
    const manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
    expect((await manager({ method: 'GET', url: '/v1/api/admin/academies/my-academy' })).json().data.director).toBe(details.director);
    expect((await manager({ method: 'PUT', url: `/v1/api/admin/academies/${academyId}`, payload: details })).statusCode).toBe(403);
    expect(
      (
        await manager({
          method: 'POST',
          url: `/v1/api/admin/academies/${academyId}/upload`,
          ...multipart([{ name: 'l.png', bytes: PNG, field: 'file' }], { imageType: '1' }),
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('the academy’s logo and QR code (POST /admin/academies/{id}/upload)', () => {
  let admin: ReturnType<typeof as>;
  let academyId: number;
  const upload = (bytes: Buffer, imageType: string, id = academyId, name = 'image.png') => {
    const body = multipart([{ name, bytes, field: 'file' }], { imageType });
    return admin({
      method: 'POST',
      url: `/v1/api/admin/academies/${id}/upload`,
      payload: body.payload,
      headers: { ...body.headers, 'accept-language': 'en' },
    });
  };
  const stored = (url: string) => join(testConfig.dataDir, 'statics', url.replace('/statics/', ''));

  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    academyId = (await admin({ method: 'GET', url: '/v1/api/admin/academies/my-academy' })).json().data.id;
  });

  it('stores the logo (1) and the QR code (2), each in place of the one before', async () => {
    const first = (await upload(PNG, '1')).json().data.logo;
    expect(first).toMatch(/^\/statics\/.+\.png$/);
    const second = await upload(PNG, '1');
    expect(second.statusCode).toBe(200);
    expect(second.json().data.logo).not.toBe(first);
    expect(existsSync(stored(first))).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: second.json().data.logo })).statusCode).toBe(200);

    const qr = (await upload(SVG, '2', academyId, 'qr.svg')).json().data.qr_code;
    expect(qr).toMatch(/\.svg$/);
    expect((await t.app.inject({ method: 'GET', url: qr })).body).not.toMatch(/script|onload/);
    expect((await admin({ method: 'GET', url: '/v1/api/admin/academies/my-academy' })).json().data).toMatchObject({
      logo: second.json().data.logo,
      qr_code: qr,
    });
  });

  it('checks the image by its bytes and its size, and the image type', async () => {
    const notImage = await upload(Buffer.from('MZ not an image'), '1');
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().errors).toEqual([{ field: 'file', message: en.validation.imageType }]);
    const tooBig = await upload(Buffer.concat([PNG, Buffer.alloc(MAX_IMAGE_BYTES)]), '2');
    expect(tooBig.json().errors).toEqual([{ field: 'file', message: en.validation.imageTooLarge }]);
    expect((await upload(PNG, '3')).json().errors).toEqual([{ field: 'imageType', message: en.validation.enum }]);
    const noFile = await admin({
      method: 'POST',
      url: `/v1/api/admin/academies/${academyId}/upload`,
      ...multipart([], { imageType: '1' }),
    });
    expect(noFile.json().errors[0].field).toBe('file');
  });

  it('refuses another academy’s id', async () => {
    const beta = await t.db.selectFrom('academies').select('id').where('code', '=', 'beta').executeTakeFirstOrThrow();
    expect((await upload(PNG, '1', beta.id as number)).statusCode).toBe(403);
  });
});
