/**
 * Spec §2 footer: the payment gateways the academy really takes payments through
 * (set up and on in settings → payment integration, as `GET /public/settings`
 * names them), drawn as small inline badges so the footer needs no image files
 * or outside hosts.
 */
import { Space } from 'antd';

interface Badge {
  name: string;
  background: string;
  /** Up to two coloured words: the brand's wordmark, roughly. */
  parts: Array<{ text: string; color: string }>;
}

/** By the gateway's code in the API's answers. */
const BADGES: Record<string, Badge> = {
  VNPAY: {
    name: 'VNPay',
    background: '#fff',
    parts: [
      { text: 'VN', color: '#e21b23' },
      { text: 'PAY', color: '#005baa' },
    ],
  },
};

const WIDTH = 56;
const HEIGHT = 24;

function GatewayBadge({ badge }: { badge: Badge }) {
  return (
    <svg width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={badge.name}>
      <rect x="0.5" y="0.5" width={WIDTH - 1} height={HEIGHT - 1} rx="4" fill={badge.background} stroke="#d9d9d9" />
      <text x={WIDTH / 2} y="16" textAnchor="middle" fontFamily="Arial, sans-serif" fontSize="11" fontWeight="700">
        {badge.parts.map((p) => (
          <tspan key={p.text} fill={p.color}>
            {p.text}
          </tspan>
        ))}
      </text>
    </svg>
  );
}

// Own keys only: `in` would take inherited names ('toString') for gateways.
const hasBadge = (code: string) => Object.hasOwn(BADGES, code);

/** Whether any of these gateways has a badge to show. */
export const hasLogos = (gateways: string[]) => gateways.some(hasBadge);

export function PaymentLogos({ gateways }: { gateways: string[] }) {
  return (
    <Space size={6} wrap style={{ justifyContent: 'center' }}>
      {gateways.filter(hasBadge).map((code) => (
        <GatewayBadge key={code} badge={BADGES[code]} />
      ))}
    </Space>
  );
}
