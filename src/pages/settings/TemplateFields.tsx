/** Per event, the `{fields}` its messages fill in: above the message templates, and above the Zalo templates' parameters (with the broadcast's). */
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { templateFieldLines } from './template-hints';

export function TemplateFields({ title, withBroadcast = false }: { title: string; withBroadcast?: boolean }) {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'vi';
  return (
    <div style={{ marginBottom: 16 }} data-testid="template-fields">
      <Typography.Text strong>{title}</Typography.Text>
      <ul style={{ margin: '4px 0 0', paddingInlineStart: 20 }}>
        {templateFieldLines(lang, withBroadcast).map((line) => (
          <li key={line.event}>
            <Typography.Text>{line.label}: </Typography.Text>
            <Typography.Text code style={{ overflowWrap: 'anywhere' }}>
              {line.fields}
            </Typography.Text>
          </li>
        ))}
      </ul>
    </div>
  );
}
