import { describe, expect, it } from 'vitest';
import { catalogue } from '../catalogue';
import { cardLayout } from './card-layout';
import { schemaToColumns } from './schema-to-columns';
import players from '../../schemas/players.json' with { type: 'json' };
import products from '../../schemas/products.json' with { type: 'json' };
import suppliers from '../../schemas/suppliers.json' with { type: 'json' };

describe("a list's row as a phone card", () => {
  it('has the title, the status badge and the next three facts of the list columns', () => {
    const layout = cardLayout(schemaToColumns('players', catalogue.players), players['x-title']);
    expect(layout.title?.field).toBe('name');
    expect(layout.status?.field).toBe('auditing_status');
    expect(layout.facts.map((f) => f.field)).toEqual(['date_of_birth', 'mobile', 'class_id']);
    const plain = cardLayout(schemaToColumns('suppliers', catalogue.suppliers), suppliers['x-title']);
    expect(plain.title?.field).toBe(suppliers['x-title']);
    expect(plain.facts.length).toBeLessThanOrEqual(3);
    expect(plain.facts.map((f) => f.field)).not.toContain(suppliers['x-title']);
  });

  it("shows the facts the schema's x-list.card names, in its order", () => {
    const layout = cardLayout(schemaToColumns('products', catalogue.products), products['x-title'], products['x-list'].card);
    expect(layout.facts.map((f) => f.field)).toEqual(['selling_price', 'in_stock', 'category_id']);
    expect(layout.status?.field).toBe('auditing_status');
  });
});
