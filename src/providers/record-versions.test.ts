import { type AxiosAdapter } from 'axios';
import { describe, expect, it } from 'vitest';
import type { ResourceConfig } from '../../resources.config';
import { createHttpClient } from '../http/http-client';
import { createDataProvider } from './data-provider';
import { versionOf } from './record-versions';

const classes = { name: 'classes', api: { list: 'admin/classes', create: 'classes', item: 'classes' } } as ResourceConfig;

describe('record versions', () => {
  it('keeps the ETag a record was read with, and an update sends what its meta says as If-Match', async () => {
    const sent: Array<string | undefined> = [];
    const adapter: AxiosAdapter = async (config) => {
      sent.push(config.headers.get('If-Match') as string | undefined);
      return {
        data: { success: true, message: 'OK', data: { id: 7 } },
        status: 200,
        statusText: 'OK',
        headers: { etag: '"1700000000123"' },
        config,
      };
    };
    const http = createHttpClient({
      tokens: { access: () => 't', refresh: () => 'r', save: () => undefined, clear: () => undefined },
      language: () => 'vi',
      branchIds: () => undefined,
      onSessionEnd: () => undefined,
      adapter,
    });
    const provider = createDataProvider(http, [classes]);
    expect(versionOf('classes', 7)).toBeUndefined();
    await provider.getOne({ resource: 'classes', id: 7 });
    expect(versionOf('classes', 7)).toBe('"1700000000123"');
    expect(versionOf('classes', 8)).toBeUndefined();
    await provider.update({ resource: 'classes', id: 7, variables: {}, meta: { headers: { 'If-Match': versionOf('classes', 7) } } });
    expect(sent.at(-1)).toBe('"1700000000123"');
  });
});
