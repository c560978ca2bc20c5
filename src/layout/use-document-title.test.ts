import { renderHook } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources.config';
import i18n from '../i18n/i18n';
import en from '../../domain/i18n/en.json';
import vi from '../../domain/i18n/vi.json';
import { useDocumentTitle } from './use-document-title';

const description = () => document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
const handler = () => renderHook(() => useDocumentTitle()).result.current;
const generated = resources[0];

describe('the page head', () => {
  afterAll(async () => {
    await i18n.changeLanguage('vi');
  });

  it('names a hand-written page and gives it its own description', () => {
    const title = handler()({ resource: { name: 'dashboard' }, action: 'list', pathname: '/' });
    expect(title).toBe(`${vi.dashboard.dashboard} | ${vi.app.name}`);
    expect(description()).toBe(vi.pageDescriptions.dashboard);
  });

  it('describes a registry resource from its schema label, on every view', () => {
    const label = i18n.t(`${generated.name}.${generated.name}`);
    const expected = vi.meta.resourceDescription.replace('{{label}}', label);
    expect(handler()({ resource: { name: generated.name }, action: 'list', pathname: generated.route })).toBe(`${label} | ${vi.app.name}`);
    expect(description()).toBe(expected);
    handler()({ resource: { name: generated.name }, action: 'edit', pathname: `${generated.route}/1/edit` });
    expect(description()).toBe(expected);
  });

  it('falls back to the platform tagline and description outside any page', () => {
    // Refine hands over a resource without a name when no page matches.
    expect(handler()({ resource: { name: undefined as unknown as string }, pathname: '/somewhere' })).toBe(
      `${vi.app.name} – ${vi.app.tagline}`,
    );
    expect(description()).toBe(vi.meta.description);
    expect(handler()({ pathname: '/auth/login' })).toBe(`${vi.login.title} | ${vi.app.name}`);
    expect(description()).toBe(vi.meta.description);
  });

  it("names the free-trial registration page by its heading, with the platform's description", () => {
    expect(handler()({ resource: { name: undefined as unknown as string }, pathname: '/trai-nghiem-mien-phi' })).toBe(
      `${vi.registration.title} | ${vi.app.name}`,
    );
    expect(description()).toBe(vi.meta.description);
  });

  it('speaks English once chosen', async () => {
    await i18n.changeLanguage('en');
    handler()({ resource: { name: 'my-plan' }, action: 'list', pathname: '/my-plan' });
    expect(description()).toBe(en.pageDescriptions['my-plan']);
    handler()({ resource: { name: generated.name }, action: 'list', pathname: generated.route });
    expect(description()).toBe(en.meta.resourceDescription.replace('{{label}}', i18n.t(`${generated.name}.${generated.name}`)));
    expect(handler()({ pathname: '/trai-nghiem-mien-phi' })).toBe(`${en.registration.title} | ${en.app.name}`);
  });

  it('keeps a single description tag', () => {
    handler()({ resource: { name: 'dashboard' }, pathname: '/' });
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  });
});
