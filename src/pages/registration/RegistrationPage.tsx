/**
 * /trai-nghiem-mien-phi: the public free-trial sign-up (spec §2). No session:
 * every call is under /public, the academy comes from the host (and the branch
 * list names its id, spec §9, once the public settings have told it). Laid out for
 * a phone first: one centred card. While the academy's trial mode is off it
 * says so instead of offering the form.
 */
import { useCustom, useCustomMutation, type HttpError } from '@refinedev/core';
import { Button, Card, Flex, Form, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { Logo } from '../../components/Logo';
import { AcademyClockProvider } from '../../providers/academy-clock';
import { placeFieldErrors, toPracticeBody, type PracticeValues } from './practice';
import type { PublicBranch, PublicSettings, RegisteredPractice } from '../../../domain/free-trial';
import { RegistrationForm } from './RegistrationForm';

// Reference data of a public page: fetched once per visit.
const ONCE = { staleTime: Infinity, refetchOnWindowFocus: false };

export default function RegistrationPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<PracticeValues>();
  const [registered, setRegistered] = useState(false);
  const settings = useCustom<PublicSettings>({ url: '/public/settings', method: 'get', queryOptions: ONCE });
  const academyId = settings.query.isSuccess ? settings.result.data.academy.id : undefined;
  const branches = useCustom<PublicBranch[]>({
    url: '/public/branches/eras',
    method: 'get',
    config: { query: { academyId } },
    queryOptions: { ...ONCE, enabled: academyId !== undefined },
  });
  // Refine gives an empty placeholder until the answer is in.
  const academyName = settings.query.isSuccess ? settings.result.data.academy.name : t('app.name');
  const closed = settings.query.isSuccess && settings.result.data.trial_settings?.is_enable === false;
  const { mutate, mutation } = useCustomMutation<RegisteredPractice>();

  const submit = (values: PracticeValues) =>
    mutate(
      {
        url: '/public/practices',
        method: 'post',
        values: toPracticeBody(values),
        successNotification: false,
        // A 422 whose errors all sit on fields needs no toast; anything else gets the spec §8 one.
        errorNotification: (error?: HttpError) => (error && !placeFieldErrors(error).unplaced ? false : undefined),
      },
      {
        onSuccess: () => {
          // Cleared now, while the form is mounted, so "register another child" starts empty.
          form.resetFields();
          setRegistered(true);
        },
        onError: (error) => form.setFields(placeFieldErrors(error).fields),
      },
    );

  return (
    <Flex
      vertical
      align="center"
      style={{ minHeight: '100vh', padding: '56px 12px 24px', background: 'linear-gradient(160deg, #f5f3ff 0%, #ede9fe 100%)' }}
    >
      <div style={{ position: 'absolute', top: 8, right: 8 }}>
        <LanguageSwitch />
      </div>
      <Card style={{ width: '100%', maxWidth: 480 }} styles={{ body: { padding: '24px 20px' } }}>
        <Flex vertical align="center" gap={4} style={{ marginBottom: 20, textAlign: 'center' }}>
          <Logo size={40} />
          <Typography.Title level={4} style={{ margin: '8px 0 0' }}>
            {academyName}
          </Typography.Title>
          <Typography.Text strong style={{ fontSize: 16 }}>
            {t('registration.title')}
          </Typography.Text>
          {!closed && <Typography.Text type="secondary">{t('registration.subtitle')}</Typography.Text>}
        </Flex>
        {closed ? (
          <Result status="info" title={t('settingsRules.trialClosed')} style={{ padding: '16px 0' }} />
        ) : registered ? (
          <Result
            status="success"
            title={t('registration.success')}
            subTitle={t('registration.successDetail')}
            style={{ padding: '16px 0' }}
            extra={
              <Button type="primary" onClick={() => setRegistered(false)}>
                {t('registration.another')}
              </Button>
            }
          />
        ) : (
          // A birth date is checked against the academy's today.
          <AcademyClockProvider timeZone={settings.query.isSuccess ? settings.result.data.academy.time_zone : undefined}>
            <RegistrationForm
              form={form}
              branches={branches.query.isSuccess ? branches.result.data : []}
              branchesLoading={branches.query.isLoading}
              submitting={mutation.isPending}
              onSubmit={submit}
            />
          </AcademyClockProvider>
        )}
      </Card>
    </Flex>
  );
}
