import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n';
import vi_ from '../../../domain/i18n/vi.json';
import PlayersInClassView from './PlayersInClassView';

const get = vi.hoisted(() => vi.fn());
vi.mock('../../http/client', () => ({ http: { get } }));

const classRecord = { id: 4, name: 'U8 Chiều thứ 2', branch: { id: 1, name: 'Cơ sở Cầu Giấy' } };
const players = [
  { id: 1, name: 'Nguyễn Minh An', date_of_birth: '2016-03-09', mobile: '0912345678', number_of_units: 5 },
  { id: 2, name: 'Trần Bảo Châu', date_of_birth: null, mobile: null, number_of_units: 0 },
];

function answer(path: string) {
  if (path === '/admin/classes/4') return Promise.resolve({ data: { data: classRecord } });
  return Promise.resolve({ data: { data: { total_elements: 2, content: players } } });
}

const open = (link: string) =>
  render(
    <MemoryRouter initialEntries={[`/view/webview-players-in-class${link}`]}>
      <PlayersInClassView />
    </MemoryRouter>,
  );

describe('the players-in-class web view', { timeout: 20_000 }, () => {
  // A function returned from beforeEach is run as its teardown: return nothing.
  beforeEach(() => {
    get.mockReset();
  });

  it("lists the class's active players with the link's token", async () => {
    get.mockImplementation(answer);
    open('?classId=4&token=link-token');
    expect(await screen.findByText('U8 Chiều thứ 2')).toBeTruthy();
    expect(screen.getByText(vi_.webview.playerCount.replace('{{count}}', '2'))).toBeTruthy();
    expect(screen.getByRole('link', { name: '0912345678' }).getAttribute('href')).toBe('tel:0912345678');
    expect(screen.getByText('0').closest('.ant-tag')?.className).toContain('red');
    expect(get).toHaveBeenCalledWith('/admin/players', {
      params: { classIds: '4', auditingStatuses: 1, size: 100, sort: 'name:asc' },
      headers: { Authorization: 'Bearer link-token' },
    });
  });

  it('calls a refused token an expired link', async () => {
    get.mockRejectedValue({ statusCode: 401, message: 'Unauthorized' });
    open('?classId=4&token=old');
    expect(await screen.findByText(vi_.webview.expired)).toBeTruthy();
  });

  it("says what is true of a refusal: the package or the role, in the server's words, not an expired link", async () => {
    for (const [code, message] of [
      ['FEATURE_NOT_IN_PACKAGE', vi_.errors.featureNotInPackage],
      ['FORBIDDEN_ROLE', vi_.errors.forbiddenRole],
    ]) {
      get.mockRejectedValue({ statusCode: 403, code, message });
      const { unmount } = open('?classId=4&token=t');
      expect(await screen.findByText(vi_.webview.refused)).toBeTruthy();
      expect(screen.getByText(message)).toBeTruthy();
      expect(screen.queryByText(vi_.webview.expired)).toBeNull();
      unmount();
    }
  });

  it('needs no call to know a link without token or class is no good', async () => {
    for (const link of ['?classId=4', '?token=t&classId=abc']) {
      const { unmount } = open(link);
      expect(await screen.findByText(vi_.webview.expired)).toBeTruthy();
      unmount();
    }
    expect(get).not.toHaveBeenCalled();
  });
});
