/** The tags a record carries beside its title (`x-flag`: a sandbox payment's "Test payment"), one for each flag it holds true. */
import type { BaseRecord } from '@refinedev/core';
import { Flex, Tag } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchema } from './catalogue-context';

export function RecordFlags({ resource, record, style }: { resource: string; record?: BaseRecord; style?: CSSProperties }) {
  const { t } = useTranslation();
  const flagged = Object.entries(useSchema(resource).properties).filter(([field, p]) => p['x-flag'] && record?.[field] === true);
  if (!flagged.length) return null;
  return (
    <Flex gap={4} wrap style={style}>
      {flagged.map(([field]) => (
        <Tag key={field} color="warning" style={{ marginInlineEnd: 0 }}>
          {t(`${resource}.fields.${field}.flag`)}
        </Tag>
      ))}
    </Flex>
  );
}
