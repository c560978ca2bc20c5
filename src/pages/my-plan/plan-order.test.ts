import { describe, expect, it } from 'vitest';
import { orderFromSearch, orderToSearch, paymentRequest, type PlanOrder } from './plan-order';

const order: PlanOrder = { package_id: 3, plan_choice: 'HUB_MOBILE', duration: 6, duration_unit: 'MONTH', coupon_code: 'GIAM500K' };

describe('plan order in the address', () => {
  it('goes there and back', () => {
    expect(orderFromSearch(new URLSearchParams(orderToSearch(order)))).toEqual(order);
    const { coupon_code: _, ...plain } = order;
    expect(orderToSearch(plain)).not.toContain('coupon');
    expect(orderFromSearch(new URLSearchParams(orderToSearch(plain)))).toEqual(plain);
  });

  it('reads no order from an address without a complete, offered one', () => {
    expect(orderFromSearch(new URLSearchParams(''))).toBeNull();
    expect(orderFromSearch(new URLSearchParams('package=3&choice=GOLD&duration=1&unit=YEAR'))).toBeNull();
    expect(orderFromSearch(new URLSearchParams('package=3&choice=HUB&duration=5&unit=YEAR'))).toBeNull();
    expect(orderFromSearch(new URLSearchParams('package=x&choice=HUB&duration=1&unit=YEAR'))).toBeNull();
  });
});

describe('paymentRequest', () => {
  it('continues a lapsed academy on its own package, and buys anything else as an order', () => {
    expect(paymentRequest(order, { lapsed: { code: '001.003.002' }, package: { id: 3 } })).toEqual({
      path: 'payments/create-payment-active-academy',
      values: { plan_choice: 'HUB_MOBILE', duration: 6, duration_unit: 'MONTH', coupon_code: 'GIAM500K' },
    });
    expect(paymentRequest(order, { lapsed: { code: '001.003.001' }, package: { id: 1 } })).toEqual({ path: 'payments', values: order });
    expect(paymentRequest(order, { lapsed: null, package: { id: 3 } })).toEqual({ path: 'payments', values: order });
  });
});
