/** "Print": downloads the PDF the server draws at `path` (a record's printout, or a list's with its filters in `params`). */
import { PrinterOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFileDownload } from './use-file-download';

interface Props {
  path: string;
  params?: Record<string, unknown>;
  /** The button's words: `print.button` unless told. */
  labelKey?: string;
  size?: ButtonProps['size'];
  type?: ButtonProps['type'];
}

export function PrintButton({ path, params, labelKey = 'print.button', size, type }: Props) {
  const { t } = useTranslation();
  const { busy, print } = useFileDownload();
  return (
    <Button icon={<PrinterOutlined />} size={size} type={type} loading={busy} onClick={() => void print(path, params)}>
      {t(labelKey)}
    </Button>
  );
}
