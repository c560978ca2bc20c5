/**
 * One cell of the month grid: a button showing the mark (✓ present, ✗ absent,
 * · none; the units when several). A click, Space or Enter cycles it; the arrow
 * keys move to the neighbouring cell.
 */
import { CheckOutlined, CloseOutlined, MinusOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import type { KeyboardEvent } from 'react';
import { ABSENT, PRESENT } from '../../../domain/check-in';

const MOVES: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/** Focuses the cell beside the one the arrow key was pressed on, if there is one. */
function moveFocus(event: KeyboardEvent<HTMLButtonElement>) {
  const move = MOVES[event.key];
  if (!move) return;
  event.preventDefault();
  const { row, col } = event.currentTarget.dataset;
  const grid = event.currentTarget.closest('.attendance-grid');
  grid?.querySelector<HTMLButtonElement>(`[data-row="${Number(row) + move[0]}"][data-col="${Number(col) + move[1]}"]`)?.focus();
}

interface Props {
  checkIn: number;
  units: number;
  row: number;
  col: number;
  label: string;
  changed: boolean;
  /** Why the day cannot be changed, when it cannot. */
  lockedReason?: string;
  onCycle: () => void;
}

export function GridCell({ checkIn, units, row, col, label, changed, lockedReason, onCycle }: Props) {
  const state = checkIn === PRESENT ? 'present' : checkIn === ABSENT ? 'absent' : 'none';
  const cell = (
    <button
      type="button"
      className={`grid-cell grid-cell-${state}${changed ? ' grid-cell-changed' : ''}`}
      aria-label={label}
      aria-disabled={Boolean(lockedReason)}
      data-row={row}
      data-col={col}
      onClick={() => !lockedReason && onCycle()}
      onKeyDown={moveFocus}
    >
      {checkIn === PRESENT ? <CheckOutlined /> : checkIn === ABSENT ? <CloseOutlined /> : <MinusOutlined />}
      {checkIn === PRESENT && units > 1 && <sup>{units}</sup>}
    </button>
  );
  return lockedReason ? <Tooltip title={lockedReason}>{cell}</Tooltip> : cell;
}
