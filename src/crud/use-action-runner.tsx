/**
 * Runs a schema's `x-actions` entry: asks first where `confirm` says, or in a
 * dialog where the action has a `form`; calls its spec §7 path with the body
 * filled from the record (none for a list action; every selected record for a
 * bulk one) and the dialog; then refreshes the resource's lists and the record,
 * and the lists its page shows beneath it (`x-related`: a freeze or a change of sessions
 * made from a player's page shows there at once), and shows the answer where the action
 * names a `result` view (action-results.ts).
 */
import { useCustomMutation, useInvalidate, type BaseRecord } from '@refinedev/core';
import { App } from 'antd';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordAction } from '../../schemas/vocabulary';
import { catalogue } from '../catalogue';
import { API_BASE } from '../http/http-client';
import { fillBody, fillBulkBody, fillPath } from './action-body';
import { ActionFormModal } from './ActionFormModal';
import { actionResults } from './action-results';
import type { FormValues } from './form-schema';

type WithForm = RecordAction & { form: NonNullable<RecordAction['form']> };

/** `target` is the record acted on, or the selected records of a bulk action; `onDone` runs after a success. */
export function useActionRunner(
  resource: string,
  target: BaseRecord | BaseRecord[] = {},
  onDone?: () => void,
): { start: (action: RecordAction) => void; dialog: ReactNode } {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { mutateAsync } = useCustomMutation();
  const invalidate = useInvalidate();
  const [asking, setAsking] = useState<WithForm>();
  const [answer, setAnswer] = useState<{ action: RecordAction; data: unknown }>();
  const labelOf = (action: RecordAction) => t(`${resource}.actions.${action.name}`);

  const run = async (action: RecordAction, form: FormValues = {}) => {
    const record = Array.isArray(target) ? {} : target;
    const body = Array.isArray(target) ? fillBulkBody(action.body as unknown[], target, form) : fillBody(action.body, record, form);
    const { data } = await mutateAsync({
      url: `${API_BASE}/${fillPath(action.path, record)}`,
      method: action.method.toLowerCase() as 'put' | 'patch' | 'post',
      values: body as Record<string, unknown>,
      // An answer shown in its own view needs no toast besides.
      successNotification: action.result ? false : { message: t('crud.actionDone', { action: labelOf(action) }), type: 'success' },
    });
    if (action.result) setAnswer({ action, data });
    await Promise.all([
      invalidate({ resource, invalidates: record.id === undefined ? ['list'] : ['list', 'detail'], id: record.id }),
      ...(catalogue[resource]?.['x-related'] ?? []).map((related) => invalidate({ resource: related.resource, invalidates: ['list'] })),
    ]);
    onDone?.();
  };

  const start = (action: RecordAction) => {
    const label = labelOf(action);
    if (action.form) setAsking(action as WithForm);
    else if (action.confirm) {
      modal.confirm({
        title: t('crud.actionConfirm', { action: label }),
        okText: label,
        cancelText: t('buttons.cancel'),
        onOk: () => run(action).catch(() => undefined),
      });
    } else void run(action).catch(() => undefined);
  };

  const Result = answer?.action.result ? actionResults[answer.action.result] : undefined;
  const dialog = (
    <>
      {asking && (
        <ActionFormModal
          resource={resource}
          action={asking}
          title={labelOf(asking)}
          record={Array.isArray(target) ? undefined : target}
          onSubmit={(values) => run(asking, values)}
          onClose={() => setAsking(undefined)}
        />
      )}
      {answer && Result && (
        <Suspense fallback={null}>
          <Result resource={resource} data={answer.data} title={labelOf(answer.action)} onClose={() => setAnswer(undefined)} />
        </Suspense>
      )}
    </>
  );
  return { start, dialog };
}
