import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';
import { readAppConfig, renderIndexHtml } from './app-config';

const INDEX = readFileSync(new URL('../index.html', import.meta.url), 'utf8');

describe('index.html as served', () => {
  it('names the site in its title and splash and carries the app configuration, escaped', () => {
    const config = { siteName: 'Trung tâm "Sao" & Co', apiBaseUrl: 'https://api.example.com/v1/api', cookieDomain: 'example.com' };
    const html = renderIndexHtml(INDEX, config);
    const doc = new JSDOM(html).window.document;
    expect(doc.title).toBe('Trung tâm "Sao" & Co – Quản lý trung tâm đào tạo');
    expect(doc.querySelector('#root p')?.textContent).toBe('Trung tâm "Sao" & Co');
    expect(readAppConfig(doc)).toEqual(config);
  });

  it('writes a name with $ as it is, and leaves a page of another title alone', () => {
    expect(new JSDOM(renderIndexHtml(INDEX, { siteName: '$& $1 Hub', apiBaseUrl: '/v1/api' })).window.document.title).toBe(
      '$& $1 Hub – Quản lý trung tâm đào tạo',
    );
    expect(renderIndexHtml('<title>app</title></head>', { siteName: 'X', apiBaseUrl: '/v1/api' })).toContain('<title>app</title>');
  });

  it('reads the defaults from a page without configuration', () => {
    expect(readAppConfig(new JSDOM(INDEX).window.document)).toEqual({ siteName: 'Academy Hub', apiBaseUrl: '/v1/api' });
  });
});
