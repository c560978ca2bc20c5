/**
 * /settings/api-reference (admins): the API's OpenAPI document, read with the
 * admin's session and shown with Swagger UI, loaded only here. "Try it out" sends
 * the same access token, so a call answers what this admin may see.
 */
import { Card, Result, Skeleton, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../http/client';
import { cookieTokenStore } from '../../http/token-store';
import 'swagger-ui-dist/swagger-ui.css';
import './api-reference.css';

type State = 'loading' | 'ready' | 'failed';

export default function ApiReferencePage() {
  const { t, i18n } = useTranslation();
  const viewer = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>('loading');

  useEffect(() => {
    let current = true;
    Promise.all([
      http.get('/openapi.json', { headers: { 'accept-language': i18n.language } }),
      import('swagger-ui-dist/swagger-ui-es-bundle.js'),
    ])
      .then(([{ data }, { default: SwaggerUI }]) => {
        if (!current || !viewer.current) return;
        // The one server is the address this page came from; Swagger UI's picker for it has no accessible name.
        const { servers: _oneServer, ...spec } = data;
        SwaggerUI({
          domNode: viewer.current,
          spec,
          deepLinking: false,
          // Sections open on demand: drawing every operation of a document this size at once never finishes.
          docExpansion: 'none',
          // The public validator is another origin: our CSP refuses it, and the document is linted in the test suite.
          validatorUrl: null,
          requestInterceptor: (request: { headers: Record<string, string> }) => {
            request.headers.Authorization = `Bearer ${cookieTokenStore.access() ?? ''}`;
            return request;
          },
        });
        setState('ready');
      })
      .catch(() => current && setState('failed'));
    return () => {
      current = false;
    };
  }, [i18n.language]);

  return (
    <Card>
      <Typography.Paragraph type="secondary">{t('pageDescriptions.api_reference')}</Typography.Paragraph>
      {state === 'loading' && <Skeleton active />}
      {state === 'failed' && <Result status="warning" title={t('api_reference.failed')} />}
      <div ref={viewer} className="api-reference" />
    </Card>
  );
}
