/**
 * One settings page's section of `GET /settings`, fetched fresh when the page
 * opens, and its save: `PUT /admin/settings` with that section only. A 422
 * answers the section's field errors, named inside the section.
 */
import { useCustom, useCustomMutation, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { AcademySettings, SettingsSection } from '../../../schemas/settings';
import type { KitProduct } from '../../../domain/kit-products';
import { sectionErrors, type FieldMessages } from './settings-errors';

export const SETTINGS_URL = '/settings';
export const SAVE_SETTINGS_URL = '/admin/settings';

/** Settings as the server answers them: the kit's products come with their names and prices. */
export type SettingsAnswer = Omit<AcademySettings, 'kit_fee_definitions'> & {
  kit_fee_definitions: { kit_fee_products: KitProduct[] };
};

export function useSettingsSection<S extends SettingsSection>(section: S) {
  const { t } = useTranslation();
  // A query of the settings pages' own, dropped when the page closes: each visit reads what is
  // saved now, never an answer cached before a save (the header keeps its own for the version label).
  const { query, result } = useCustom<SettingsAnswer>({
    url: SETTINGS_URL,
    method: 'get',
    meta: { view: 'settings-page' },
    queryOptions: { gcTime: 0 },
  });
  const { mutateAsync, mutation } = useCustomMutation<SettingsAnswer>();
  const ready = query.isSuccess;

  /** Saves the section; answers null, or the field errors to show. */
  const save = async (value: SettingsAnswer[S]): Promise<FieldMessages | null> => {
    try {
      await mutateAsync({
        url: SAVE_SETTINGS_URL,
        method: 'put',
        values: { [section]: value },
        successNotification: { message: t('settingsPages.saved'), type: 'success' },
      });
      await query.refetch();
      return null;
    } catch (error) {
      return sectionErrors((error as HttpError).errors as FieldMessages | undefined, section);
    }
  };

  return {
    value: ready ? result.data[section] : undefined,
    settings: ready ? result.data : undefined,
    failed: query.isError,
    saving: mutation.isPending,
    save,
  };
}
