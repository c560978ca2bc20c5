/**
 * Spec §2 footer: the payment gateways the academy can be paid through, drawn
 * as small inline badges so the footer needs no image files or outside hosts.
 */
import { Space } from 'antd';

interface Gateway {
  name: string;
  background: string;
  /** Up to two coloured words: the brand's wordmark, roughly. */
  parts: Array<{ text: string; color: string }>;
}

const GATEWAYS: Gateway[] = [
  { name: 'VNPay', background: '#fff', parts: [{ text: 'VN', color: '#e21b23' }, { text: 'PAY', color: '#005baa' }] },
  { name: 'MoMo', background: '#a50064', parts: [{ text: 'MoMo', color: '#fff' }] },
  { name: '9Pay', background: '#fff', parts: [{ text: '9', color: '#15a04a' }, { text: 'Pay', color: '#1d3c87' }] },
  { name: 'Visa', background: '#1a1f71', parts: [{ text: 'VISA', color: '#fff' }] },
];

const WIDTH = 56;
const HEIGHT = 24;

function Badge({ gateway }: { gateway: Gateway }) {
  return (
    <svg width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={gateway.name}>
      <rect x="0.5" y="0.5" width={WIDTH - 1} height={HEIGHT - 1} rx="4" fill={gateway.background} stroke="#d9d9d9" />
      <text x={WIDTH / 2} y="16" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="11" fontWeight="700">
        {gateway.parts.map((p) => (
          <tspan key={p.text} fill={p.color}>
            {p.text}
          </tspan>
        ))}
      </text>
    </svg>
  );
}

/** Two overlapping discs, the Mastercard mark, without its wordmark. */
function Mastercard() {
  return (
    <svg width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label="Mastercard">
      <rect x="0.5" y="0.5" width={WIDTH - 1} height={HEIGHT - 1} rx="4" fill="#fff" stroke="#d9d9d9" />
      <circle cx="23" cy="12" r="8" fill="#eb001b" />
      <circle cx="33" cy="12" r="8" fill="#f79e1b" fillOpacity="0.85" />
    </svg>
  );
}

export function PaymentLogos() {
  return (
    <Space size={6} wrap style={{ justifyContent: 'center' }}>
      {GATEWAYS.map((g) => (
        <Badge key={g.name} gateway={g} />
      ))}
      <Mastercard />
    </Space>
  );
}
