/**
 * A new player's enrolment fees: when the settings or the class cannot be read,
 * the widget says so with a retry instead of loading for ever.
 */
import { Refine, type DataProvider } from '@refinedev/core';
import type { WidgetProps } from '@rjsf/utils';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App as AntdApp } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import vi_ from '../../domain/i18n/vi.json';
import { EnrolmentFeesWidget } from './EnrolmentFeesWidget';

const settings = {
  transaction_settings: { fee_transaction_type_default: 'monthly', fee_transaction_duration_in_units: 8, fee_transaction_value: 800_000 },
  kit_fee_definitions: { kit_fee_products: [] },
};
const classRecord = { id: 4, name: 'U8 Chiều', course_id: null, course_fee: 1_200_000 };
const down = { statusCode: 503, message: 'Service Unavailable' };

function renderWidget(provider: Record<string, unknown>) {
  const props = { id: 'fees', value: false, onChange: vi.fn(), label: 'Fees', registry: { formContext: { formData: { class_id: 4 } } } };
  const dataProvider = {
    getApiUrl: () => '',
    getList: vi.fn(),
    create: vi.fn(),
    update: vi.fn(),
    deleteOne: vi.fn(),
    ...provider,
  } as unknown as DataProvider;
  return render(
    <AntdApp>
      <Refine
        dataProvider={dataProvider}
        options={{ disableTelemetry: true, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false } } } } }}
      >
        <EnrolmentFeesWidget {...(props as unknown as WidgetProps)} />
      </Refine>
    </AntdApp>,
  );
}

const failed = vi_.settingsPages.enrolment.failed;
const retry = () => screen.getByRole('button', { name: vi_.settingsPages.enrolment.retry });

describe('the enrolment fees widget', () => {
  it('says the settings did not load, and shows the fees once a retry reads them', async () => {
    const custom = vi.fn().mockRejectedValueOnce(down).mockResolvedValue({ data: settings });
    renderWidget({ custom, getOne: vi.fn(async () => ({ data: classRecord })) });
    expect(await screen.findByText(failed)).toBeTruthy();
    expect(screen.queryByText(vi_.loading)).toBeNull();

    fireEvent.click(retry());
    expect(await screen.findByText(`${vi_.settingsPages.enrolment.classFee}:`, { exact: false })).toBeTruthy();
    expect(screen.queryByText(failed)).toBeNull();
    expect(custom).toHaveBeenCalledTimes(2);
  });

  it('says so when the class cannot be read, and asks for the class again, not the settings', async () => {
    const custom = vi.fn().mockResolvedValue({ data: settings });
    const getOne = vi.fn().mockRejectedValueOnce(down).mockResolvedValue({ data: classRecord });
    renderWidget({ custom, getOne });
    expect(await screen.findByText(failed)).toBeTruthy();

    fireEvent.click(retry());
    await waitFor(() => expect(screen.queryByText(failed)).toBeNull());
    expect(getOne).toHaveBeenCalledTimes(2);
    expect(custom).toHaveBeenCalledTimes(1);
  });
});
