/** The spec §1 status badge: a tag in one of the spec §3 badge styles (SUCCESS, WARNING, DANGER, NORMAL, CANCEL). */
import { Tag } from 'antd';
import type { ReactNode } from 'react';

export type BadgeStyle = 'SUCCESS' | 'WARNING' | 'DANGER' | 'NORMAL' | 'CANCEL';

const COLOURS: Record<BadgeStyle, string> = {
  SUCCESS: 'success',
  WARNING: 'warning',
  DANGER: 'error',
  NORMAL: 'processing',
  CANCEL: 'default',
};

export function StatusBadge({ status, children }: { status: BadgeStyle | string | undefined; children: ReactNode }) {
  return <Tag color={COLOURS[status as BadgeStyle] ?? 'default'}>{children}</Tag>;
}
