/**
 * The sandbox gateway's one HTML page, rendered on the server so it needs
 * neither the admin app nor its session: the invoice to pay with its breakdown,
 * the payment method, pay / cancel, and the sandbox's simulations. Every text
 * is escaped.
 */
import type { TFunction } from 'i18next';
import { enumLabel } from '../../../domain/enum-labels';
import { formatDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import { durationLabel, lineDetail, lineName } from '../../../domain/price-lines';
import { isPayable, type GatewayPayment } from './sandbox-gateway';
import { packageName } from '../../../domain/package-name';

const escape = (text: string | number) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f0fa;color:#1f1f1f}
main{max-width:560px;margin:0 auto;padding:24px 16px}
header{display:flex;align-items:center;gap:10px;margin-bottom:8px}header b{font-size:20px;color:#673ab7}
.tag{font-size:12px;background:#fff3cd;color:#8a6d00;border-radius:4px;padding:2px 8px}
.card{background:#fff;border-radius:12px;padding:20px;margin-top:16px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
h1{font-size:18px;margin:0 0 12px}h2{font-size:15px;margin:0 0 10px}
table{width:100%;border-collapse:collapse}td{padding:6px 0;vertical-align:top}td:last-child{text-align:right;white-space:nowrap}
.muted{color:#6e6e6e;font-size:13px}.total td{border-top:1px solid #eaeaea;font-weight:700;font-size:17px;padding-top:10px}
label.method{display:flex;gap:10px;align-items:flex-start;border:1px solid #d9d9d9;border-radius:8px;padding:10px 12px;margin-bottom:8px;cursor:pointer}
label.method:has(input:checked){border-color:#673ab7;background:#ede7f6}
button{font:inherit;border-radius:8px;padding:10px 16px;border:1px solid #d9d9d9;background:#fff;cursor:pointer;width:100%;margin-top:8px}
button.primary{background:#673ab7;border-color:#673ab7;color:#fff;font-weight:600}
.notice{border-radius:8px;padding:12px;margin-top:12px}.info{background:#e3f2fd}.ok{background:#e8f5e9}.warn{background:#fff8e1}.bad{background:#ffebee}
details{margin-top:16px}summary{cursor:pointer;color:#6e6e6e}a.back{display:block;text-align:center;margin-top:16px;color:#673ab7}
`;

export interface GatewayPageInput {
  payment: GatewayPayment;
  token: string;
  lang: 'vi' | 'en';
  t: TFunction;
  /** Shown above the form when the last attempt could not be recorded. */
  error?: string;
}

export function appReturnPath(paymentId: number) {
  return `/my-plan/payment?paymentId=${paymentId}`;
}

function page(lang: string, t: TFunction, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(t('gateway.title'))}</title><style>${STYLE}</style></head><body><main>
<header><b>${escape(t('gateway.brand'))}</b><span class="tag">SANDBOX</span></header>
<div class="muted">${escape(t('gateway.sandboxNote'))}</div>${body}</main></body></html>`;
}

export function invalidLinkPage(lang: 'vi' | 'en', t: TFunction): string {
  return page(
    lang,
    t,
    `<div class="card"><div class="notice bad">${escape(t('gateway.invalidLink'))}</div><a class="back" href="/my-plan">${escape(t('gateway.back'))}</a></div>`,
  );
}

function summary({ payment: p, lang, t }: GatewayPageInput): string {
  const lines = p.breakdown
    .map(
      (l) =>
        `<tr><td>${escape(lineName(l, lang))}<div class="muted">${escape(lineDetail(l, t))}</div></td><td>${escape(formatMoney(l.amount))}</td></tr>`,
    )
    .join('');
  const discount = p.discount
    ? `<tr><td>${escape(t('gateway.discount', { code: p.coupon_code ?? '' }))}</td><td>−${escape(formatMoney(p.discount))}</td></tr>`
    : '';
  return `<div class="card"><h1>${escape(t('gateway.invoice', { number: p.invoice_number }))}</h1>
<table><tr><td class="muted">${escape(t('gateway.payer'))}</td><td>${escape(p.academy_name)}</td></tr>
<tr><td class="muted">${escape(t('gateway.package'))}</td><td>${escape(packageName(t, { code: p.package_code, name: p.package_name }))} · ${escape(enumLabel('plan_choice', p.plan_choice, lang))}</td></tr>
<tr><td class="muted">${escape(t('gateway.duration'))}</td><td>${escape(durationLabel(p, t))}</td></tr>
<tr><td class="muted">${escape(t('gateway.dueDate'))}</td><td>${escape(formatDate(p.due_date))}</td></tr></table></div>
<div class="card"><table>${lines}<tr><td>${escape(t('gateway.subtotal'))}</td><td>${escape(formatMoney(p.subtotal))}</td></tr>${discount}
<tr class="total"><td>${escape(t('gateway.total'))}</td><td>${escape(formatMoney(p.amount))}</td></tr></table></div>`;
}

function methodChoice(value: number, checked: boolean, hint: string, lang: string): string {
  return `<label class="method"><input type="radio" name="payment_type" value="${value}"${checked ? ' checked' : ''}>
<span><b>${escape(enumLabel('payment_type', value, lang))}</b><div class="muted">${escape(hint)}</div></span></label>`;
}

function payForm(input: GatewayPageInput): string {
  const { payment: p, token, lang, t } = input;
  const hidden = `<input type="hidden" name="token" value="${escape(token)}"><input type="hidden" name="lang" value="${lang}">`;
  const action = `/sandbox-gateway/${p.id}`;
  if (p.status === 'PENDING') {
    return `<div class="card"><div class="notice warn">${escape(t('gateway.pending', { method: enumLabel('payment_type', p.payment_type ?? 2, lang) }))}</div>
<form method="post" action="${action}">${hidden}<input type="hidden" name="payment_type" value="${p.payment_type ?? 2}">
<button class="primary" name="outcome" value="received">${escape(t('gateway.received'))}</button>
<button name="outcome" value="cancel">${escape(t('gateway.cancel'))}</button></form></div>`;
  }
  const retry =
    p.status === 'FAIL' || p.status === 'CANCEL'
      ? `<div class="notice info">${escape(t(p.status === 'FAIL' ? 'gateway.lastFailed' : 'gateway.lastCancelled'))}</div>`
      : '';
  return `<div class="card"><h2>${escape(t('gateway.method'))}</h2>${retry}<form method="post" action="${action}">${hidden}
${methodChoice(3, true, t('gateway.gatewayInfo'), lang)}
${methodChoice(2, false, t('gateway.bankInfo', { number: p.invoice_number }), lang)}
${methodChoice(1, false, t('gateway.cashInfo', { number: p.invoice_number }), lang)}
<button class="primary" name="outcome" value="pay">${escape(t('gateway.pay', { amount: formatMoney(p.amount) }))}</button>
<button name="outcome" value="cancel">${escape(t('gateway.cancel'))}</button>
<details><summary>${escape(t('gateway.sandboxTools'))}</summary><button name="outcome" value="decline">${escape(t('gateway.decline'))}</button></details>
</form></div>`;
}

export function gatewayPage(input: GatewayPageInput): string {
  const { payment: p, t, lang, error } = input;
  const failure = error ? `<div class="notice bad">${escape(error)}</div>` : '';
  let state = '';
  if (p.status === 'SUCCESS') state = `<div class="card"><div class="notice ok">${escape(t('gateway.paid'))}</div></div>`;
  else if (!isPayable(p)) state = `<div class="card"><div class="notice bad">${escape(t('gateway.overdue'))}</div></div>`;
  const back = `<a class="back" href="${appReturnPath(p.id)}">${escape(t('gateway.back'))}</a>`;
  return page(lang, t, `${failure}${summary(input)}${state || payForm(input)}${back}`);
}
