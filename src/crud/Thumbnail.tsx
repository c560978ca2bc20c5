/**
 * A list row's picture at 40px: the avatar (round) or the first image
 * (square); without one, the name's initial or a picture icon.
 */
import { PictureOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import { Avatar, theme } from 'antd';
import { useTitleField } from './catalogue-context';
import { initialOf, pictureKind, pictureUrl } from './record-media';

const THUMBNAIL_SIZE = 40;

export function Thumbnail({ resource, record }: { resource: string; record: BaseRecord }) {
  const name = String(record[useTitleField(resource)] ?? '');
  const url = pictureUrl(record);
  const isPerson = pictureKind(resource) === 'avatar';
  const { token } = theme.useToken();
  // Without a picture, a light tint keeps the column quiet next to real photos.
  const blank = isPerson
    ? { background: token.colorPrimaryBg, color: token.colorPrimary }
    : { background: token.colorFillTertiary, color: token.colorTextQuaternary };
  return (
    <Avatar
      size={THUMBNAIL_SIZE}
      shape={isPerson ? 'circle' : 'square'}
      src={url}
      alt={name}
      style={url ? undefined : blank}
      icon={url || isPerson ? undefined : <PictureOutlined />}
    >
      {isPerson ? initialOf(name) : null}
    </Avatar>
  );
}
