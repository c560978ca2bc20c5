/** A package's features as translated tags (labels under `features.<code>`). */
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export function FeatureTags({ features }: { features: string[] }) {
  const { t } = useTranslation();
  return (
    <Flex wrap gap={6}>
      {features.map((code) => (
        <Tag key={code} color="blue" style={{ marginInlineEnd: 0 }}>
          {t(`features.${code}`, { defaultValue: code })}
        </Tag>
      ))}
    </Flex>
  );
}
